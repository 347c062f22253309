/* The compiled core of the open-hand solver: the same search as search.py's _build, in C.
 *
 * FastSolver prepares every table in Python (who beats whom, follow classes, card values,
 * the runs of equal neighbours, the Zobrist numbers) and hands them to a Core object; the
 * Core keeps the hands, the transposition table and the node count, and answers
 * core.search(first, alpha, beta) exactly as the Python closures do.  The Python search
 * stays the reference: a test compares both on fixed positions.
 *
 * Differences that do not change a value: the transposition table is a fixed array of
 * 2**bits entries (a newer entry replaces an older one in its slot) instead of a dict that
 * is emptied when full, so node counts may differ slightly; should_stop is asked every
 * 4096 lead nodes instead of every 1024 nodes.
 *
 * Extras (Doppelkopf's fox, Doppelkopf and Charlie): when set, the value searched is
 * "card points from here + phi[e_final + R]", with e, side 0's net extras since the root,
 * and x, the extras codes of the current trick's cards, carried down the search; see
 * search.py (_ExtrasSetup, FastSolver._set_level) for the meaning.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <string.h>

typedef uint64_t u64;

#define INF (1 << 30)
#define MAXP 8
#define MAXB 48
#define MAXRUN 24
#define MAXR 120 /* the largest extras radius R (phi has 2R + 1 entries) */

typedef struct {
    u64 key;
    int32_t lo, hi;
    int8_t move;
    uint8_t used;
    uint8_t tl; /* tricks left: a slot pair keeps the deeper entry in its first slot */
} Entry;

typedef struct {
    PyObject_HEAD
    int n;
    u64 hands[MAXP];
    int side[MAXP];
    int nxt[MAXP];
    int cls[64], val[64], pos_v[64], neg_v[64], lead_key[64], prev[64];
    u64 above[64];
    u64 cmask[5];
    unsigned char beats[4096], beats_last[4096];
    int called, runaway;
    int tv, lb, tv_p, tv_n, lb_p, lb_n;
    int nblocks, double_deck;
    u64 block_mask[MAXB];
    int block_len[MAXB];
    int block_run[MAXB][MAXRUN];
    u64 block_tops[MAXB][MAXRUN + 1];
    u64 zob_card[MAXP * 64];
    u64 zob_leader[MAXP];
    /* the position */
    int leader, ntrick, tricks_left, rp, rn;
    int trick[MAXP];
    u64 zob;
    /* extras (Doppelkopf); off when has_extras == 0; see search.py's _ExtrasSetup */
    int has_extras;
    int eqv[64];  /* card values for rank equivalence (unique for foxes and charlie cards) */
    int code[64]; /* a card's part of its trick's extras code x */
    int radius, dk, fl, charlie, cc;
    u64 fox0, fox1, cj0, cj1;
    u64 rich; /* the cards a doppelkopf trick can hold (search.py's _ExtrasSetup.rich) */
    int phi[2 * MAXR + 1];
    u64 zext[256];
    u64 level_key;
    /* the search */
    long long nodes, node_limit;
    PyObject *should_stop;
    int aborted, check;
    Entry *tt;
    u64 tt_mask;
    int tt_bits;
} Core;

#ifdef _MSC_VER
#include <intrin.h>
static __inline int top_bit(u64 x) {
    unsigned long i;
    _BitScanReverse64(&i, x);
    return (int)i;
}
static __inline int low_bit(u64 x) {
    unsigned long i;
    _BitScanForward64(&i, x);
    return (int)i;
}
static __inline int popcount(u64 x) { return (int)__popcnt64(x); }
#else
static inline int top_bit(u64 x) { return 63 - __builtin_clzll(x); }
static inline int low_bit(u64 x) { return __builtin_ctzll(x); }
static inline int popcount(u64 x) { return __builtin_popcountll(x); }
#endif

/* --- extras ---------------------------------------------------------------------------- */

/* Side 0's net extras from a finished trick: x the sum of its cards' codes, pts its card
 * points, wbit the winning card, win0 whether side 0 won it, last the deal's last trick. */
static inline int trick_gain(const Core *s, int x, int pts, int wbit, int win0, int last) {
    int g, caught;
    if (win0) {
        g = x & 15;
        caught = x >> 8 & 15;
    } else {
        g = x >> 4 & 15;
        caught = x >> 12 & 15;
    }
    if (last) {
        g *= s->fl;
        if ((wbit & 31) == s->charlie) g += 1;
        if (s->cc) g += caught;
    }
    if (pts >= s->dk) g += 1;
    return win0 ? g : -g;
}

/* The Zobrist slot of bit b played from hand: twins count, not which copy (see search.py). */
static inline int twin_key(int b, u64 hand) { return (hand >> (b ^ 32) & 1) ? (b | 32) : (b & 31); }

/* --- moves ----------------------------------------------------------------------------- */

static u64 legal_of(const Core *s, u64 hand, int lead_cls, int trick_empty) {
    int called = s->called;
    if (called >= 0 && (hand >> called & 1)) {
        int klass = s->cls[called];
        u64 suit = hand & s->cmask[klass];
        u64 cbit = (u64)1 << called;
        if (trick_empty) {
            if (popcount(suit) >= s->runaway) return hand;
            return hand & ~(suit & ~cbit);
        }
        if (lead_cls == klass) return cbit;
        u64 same = hand & s->cmask[lead_cls];
        u64 legal = same ? same : hand;
        if (legal != cbit) legal &= ~cbit;
        return legal;
    }
    if (trick_empty) return hand;
    u64 same = hand & s->cmask[lead_cls];
    return same ? same : hand;
}

/* legal cards, one per run of equally worth neighbours, sorted by lead_key (stable) */
static int candidates(const Core *s, u64 legal, u64 others, int *out) {
    u64 alive = legal | others;
    int k = 0;
    u64 m = legal;
    while (m) {
        int b = low_bit(m);
        m &= m - 1;
        int p = s->prev[b];
        while (p >= 0 && !(alive >> p & 1)) p = s->prev[p];
        /* the same move as its stronger neighbour p, unless p is a second copy whose first
         * copy another player holds: that copy beats b but not p */
        if (p >= 0 && (legal >> p & 1) && s->eqv[p] == s->eqv[b] &&
            (p < 32 || !(others >> (p - 32) & 1)))
            continue;
        /* insertion, stable on lead_key */
        int key = s->lead_key[b];
        int j = k;
        while (j > 0 && s->lead_key[out[j - 1]] > key) {
            out[j] = out[j - 1];
            j--;
        }
        out[j] = b;
        k++;
    }
    return k;
}

static int tick(Core *s) {
    if (s->node_limit >= 0 && s->nodes > s->node_limit) {
        s->aborted = 1;
        return 1;
    }
    if (s->should_stop != NULL && s->should_stop != Py_None) {
        PyObject *r = PyObject_CallNoArgs(s->should_stop);
        if (r == NULL) {
            s->aborted = 3;
            return 1;
        }
        int t = PyObject_IsTrue(r);
        Py_DECREF(r);
        if (t) {
            s->aborted = 2;
            return 1;
        }
    }
    return 0;
}

static int last_trick(Core *s, int leader, int e) {
    const unsigned char *bl = s->beats_last;
    int wbit = top_bit(s->hands[leader]);
    int widx = leader;
    int total = s->val[wbit] + s->tv + s->lb;
    int i = s->nxt[leader];
    while (i != leader) {
        int b = top_bit(s->hands[i]);
        total += s->val[b];
        if (bl[wbit * 64 + b]) {
            wbit = b;
            widx = i;
        }
        i = s->nxt[i];
    }
    if (!s->has_extras) return s->side[widx] == 0 ? total : 0;
    int x = 0;
    for (int j = 0; j < s->n; j++) x += s->code[top_bit(s->hands[j])];
    int win0 = s->side[widx] == 0;
    int g = trick_gain(s, x, total - s->tv - s->lb, wbit, win0, 1);
    return (win0 ? total : 0) + s->phi[e + g + s->radius];
}

static int follow(Core *s, int i, int k, int leader, int tl, u64 zob, int rp, int rn, int lc,
                  int wbit, int widx, int pts, u64 tm, int e, int x, int alpha, int beta);

static int lead(Core *s, int leader, int tl, u64 zob, int rp, int rn, int e, int alpha,
                int beta) {
    s->nodes++;
    if (++s->check >= 4096) {
        s->check = 0;
        if (tick(s)) return 0;
    }
    if (tl == 1) return last_trick(s, leader, e);
    int n = s->n;
    int hi_b = rp + s->tv_p * tl + s->lb_p;
    int lo_b = rn + s->tv_n * tl + s->lb_n;
    if (!s->has_extras) {
        if (hi_b <= alpha) return hi_b;
        if (lo_b >= beta) return lo_b;
    }
    u64 alive = 0;
    for (int j = 0; j < n; j++) alive |= s->hands[j];
    u64 key = zob ^ s->zob_leader[leader];
    if (s->has_extras) {
        /* the extras each side can still earn, at most */
        int d = s->dk <= 0 ? tl : (rp / s->dk < tl ? rp / s->dk : tl);
        if (s->dk > 0)
            for (int j = 0; j < n && d > 0; j++) {
                int r = popcount(s->hands[j] & s->rich);
                if (r < d) d = r;
            }
        int up0 = d + s->fl * popcount(alive & s->fox1) + s->cc * popcount(alive & s->cj1);
        int up1 = d + s->fl * popcount(alive & s->fox0) + s->cc * popcount(alive & s->cj0);
        if (alive & s->cj0) up0 += 1;
        if (alive & s->cj1) up1 += 1;
        hi_b += s->phi[e + up0 + s->radius];
        lo_b += s->phi[e - up1 + s->radius];
        key ^= s->zext[e + 128] ^ s->level_key;
        if (hi_b <= alpha) return hi_b;
        if (lo_b >= beta) return lo_b;
    }
    u64 kinds = s->double_deck ? ((alive | alive >> 32) & 0xffffffffULL) : alive;
    for (int q = 0; q < s->nblocks; q++) {
        u64 live = s->block_mask[q] & kinds;
        if (live != s->block_tops[q][popcount(live)]) {
            int slot = 0;
            for (int r = 0; r < s->block_len[q]; r++) {
                int b = s->block_run[q][r];
                if (kinds >> b & 1) {
                    int c = s->block_run[q][slot++];
                    if (c != b) {
                        for (int j = 0; j < n; j++) {
                            u64 h = s->hands[j] >> b;
                            if (h & 1) {
                                key ^= s->zob_card[j * 64 + b] ^ s->zob_card[j * 64 + c];
                                if (h >> 32 & 1)
                                    key ^= s->zob_card[j * 64 + b + 32] ^
                                           s->zob_card[j * 64 + c + 32];
                            } else if (h >> 32 & 1) {
                                key ^= s->zob_card[j * 64 + b] ^ s->zob_card[j * 64 + c];
                            }
                        }
                    }
                }
            }
        }
    }
    u64 slot = key & s->tt_mask & ~(u64)1;
    Entry *e0 = &s->tt[slot], *e1 = &s->tt[slot + 1];
    Entry *entry = NULL;
    if (e0->used && e0->key == key)
        entry = e0;
    else if (e1->used && e1->key == key)
        entry = e1;
    int found = entry != NULL;
    int tt_move = -1;
    int a0 = alpha, b0 = beta;
    int lo = -INF, hi = INF;
    if (found) {
        lo = entry->lo;
        hi = entry->hi;
        tt_move = entry->move;
        if (lo >= beta) return lo;
        if (hi <= alpha) return hi;
        if (lo > alpha) alpha = lo;
        if (hi < beta) beta = hi;
    }
    u64 hand = s->hands[leader];
    u64 others = alive & ~hand;
    int cands[64];
    int nc = candidates(s, s->called < 0 ? hand : legal_of(s, hand, 0, 1), others, cands);
    int moves[64];
    if (nc > 1) {
        /* sure winners (the strongest card of their class still out) first */
        int nm = 0;
        for (int q = 0; q < nc; q++)
            if (!(others & s->above[cands[q]])) moves[nm++] = cands[q];
        for (int q = 0; q < nc; q++)
            if (others & s->above[cands[q]]) moves[nm++] = cands[q];
        if (tt_move >= 0 && tt_move != moves[0]) {
            int at = -1;
            for (int q = 1; q < nm; q++)
                if (moves[q] == tt_move) {
                    at = q;
                    break;
                }
            if (at > 0) {
                for (int q = at; q > 0; q--) moves[q] = moves[q - 1];
                moves[0] = tt_move;
            }
        }
    } else {
        for (int q = 0; q < nc; q++) moves[q] = cands[q];
    }
    int maximise = s->side[leader] == 0;
    int best = maximise ? -INF : INF;
    int best_card = -1;
    int zbase = leader * 64;
    int nx = s->nxt[leader];
    for (int q = 0; q < nc; q++) {
        int b = moves[q];
        s->hands[leader] = hand ^ ((u64)1 << b);
        int v = follow(s, nx, 1, leader, tl, zob ^ s->zob_card[zbase + twin_key(b, hand)],
                       rp - s->pos_v[b], rn - s->neg_v[b], s->cls[b], b, leader, s->val[b], alive,
                       e, s->code[b], alpha, beta);
        if (s->aborted) {
            s->hands[leader] = hand;
            return 0;
        }
        if (maximise) {
            if (v > best) {
                best = v;
                best_card = b;
                if (v > alpha) {
                    alpha = v;
                    if (alpha >= beta) break;
                }
            }
        } else if (v < best) {
            best = v;
            best_card = b;
            if (v < beta) {
                beta = v;
                if (alpha >= beta) break;
            }
        }
    }
    s->hands[leader] = hand;
    if (best <= a0) {
        if (best < hi) hi = best;
    } else if (best >= b0) {
        if (best > lo) lo = best;
    } else {
        lo = hi = best;
    }
    if (entry == NULL || entry->key != key) entry = (!e0->used || e0->tl <= tl) ? e0 : e1;
    entry->key = key;
    entry->tl = (uint8_t)tl;
    entry->lo = lo;
    entry->hi = hi;
    entry->move = (int8_t)best_card;
    entry->used = 1;
    return best;
}

/* The value after the trick's last card b (the trick's winner ni, its card nwb, its points
 * p); the rest of the deal from the next trick on. */
static inline int trick_end(Core *s, int tl, u64 z, int rp, int rn, int e, int x, int p, int nwb,
                            int ni, int alpha, int beta) {
    int gain = p + s->tv;
    int win0 = s->side[ni] == 0;
    if (!s->has_extras) {
        if (tl == 1) return win0 ? gain + s->lb : 0;
        if (!win0) gain = 0;
        return gain + lead(s, ni, tl - 1, z, rp, rn, 0, alpha - gain, beta - gain);
    }
    int ne = e + trick_gain(s, x, p, nwb, win0, tl == 1);
    if (tl == 1) return (win0 ? gain + s->lb : 0) + s->phi[ne + s->radius];
    if (!win0) gain = 0;
    return gain + lead(s, ni, tl - 1, z, rp, rn, ne, alpha - gain, beta - gain);
}

static int follow(Core *s, int i, int k, int leader, int tl, u64 zob, int rp, int rn, int lc,
                  int wbit, int widx, int pts, u64 tm, int e, int x, int alpha, int beta) {
    s->nodes++;
    u64 hand = s->hands[i];
    u64 legal;
    if (s->called >= 0) {
        legal = legal_of(s, hand, lc, 0);
    } else {
        legal = hand & s->cmask[lc];
        if (!legal) legal = hand;
    }
    const unsigned char *bt = tl == 1 ? s->beats_last : s->beats;
    int moves[64];
    int nm;
    if ((legal & (legal - 1)) == 0) {
        moves[0] = top_bit(legal);
        nm = 1;
    } else {
        int cands[64];
        int nc = candidates(s, legal, tm & ~hand, cands); /* tm: every card live at the start */
        int friend = s->side[widx] == s->side[i];
        int wins[64], loses[64];
        int nw = 0, nl = 0;
        int wb = wbit * 64;
        for (int q = 0; q < nc; q++) {
            int b = cands[q];
            if (bt[wb + b]) {
                wins[nw++] = b;
            } else {
                /* stable insertion: by value descending for a friend, ascending otherwise */
                int key = friend ? -s->val[b] : s->val[b];
                int j = nl;
                while (j > 0 && (friend ? -s->val[loses[j - 1]] : s->val[loses[j - 1]]) > key) {
                    loses[j] = loses[j - 1];
                    j--;
                }
                loses[j] = b;
                nl++;
            }
        }
        nm = 0;
        if (friend) {
            for (int q = 0; q < nl; q++) moves[nm++] = loses[q];
            for (int q = nw - 1; q >= 0; q--) moves[nm++] = wins[q];
        } else {
            for (int q = nw - 1; q >= 0; q--) moves[nm++] = wins[q];
            for (int q = 0; q < nl; q++) moves[nm++] = loses[q];
        }
    }
    int maximise = s->side[i] == 0;
    int best = maximise ? -INF : INF;
    int zbase = i * 64;
    int k1 = k + 1;
    int last = k1 == s->n;
    int nx = s->nxt[i];
    for (int q = 0; q < nm; q++) {
        int b = moves[q];
        s->hands[i] = hand ^ ((u64)1 << b);
        int nwb, ni;
        if (bt[wbit * 64 + b]) {
            nwb = b;
            ni = i;
        } else {
            nwb = wbit;
            ni = widx;
        }
        int p = pts + s->val[b];
        u64 z = zob ^ s->zob_card[zbase + twin_key(b, hand)];
        int v;
        if (last) {
            v = trick_end(s, tl, z, rp - s->pos_v[b], rn - s->neg_v[b], e, x + s->code[b], p, nwb,
                          ni, alpha, beta);
        } else {
            v = follow(s, nx, k1, leader, tl, z, rp - s->pos_v[b], rn - s->neg_v[b], lc, nwb, ni,
                       p, tm, e, x + s->code[b], alpha, beta);
        }
        if (s->aborted) {
            s->hands[i] = hand;
            return 0;
        }
        if (maximise) {
            if (v > best) {
                best = v;
                if (v > alpha) {
                    alpha = v;
                    if (alpha >= beta) break;
                }
            }
        } else if (v < best) {
            best = v;
            if (v < beta) {
                beta = v;
                if (alpha >= beta) break;
            }
        }
    }
    s->hands[i] = hand;
    return best;
}

/* The search from the position; first >= 0: the seat to move plays that bit first. */
static int root(Core *s, int first, int alpha, int beta) {
    int n = s->n;
    int leader = s->leader;
    int tl = s->tricks_left;
    int k = s->ntrick;
    u64 live = 0;
    for (int j = 0; j < n; j++) live |= s->hands[j];
    for (int q = 0; q < k; q++) live |= (u64)1 << s->trick[q];
    if (k == 0 && first < 0) return lead(s, leader, tl, s->zob, s->rp, s->rn, 0, alpha, beta);
    if (k == 0) {
        u64 hand = s->hands[leader];
        s->hands[leader] = hand ^ ((u64)1 << first);
        int v = follow(s, s->nxt[leader], 1, leader, tl,
                       s->zob ^ s->zob_card[leader * 64 + twin_key(first, hand)],
                       s->rp - s->pos_v[first], s->rn - s->neg_v[first], s->cls[first], first,
                       leader, s->val[first], live, 0, s->code[first], alpha, beta);
        s->hands[leader] = hand;
        return v;
    }
    int lc = s->cls[s->trick[0]];
    const unsigned char *bt = tl == 1 ? s->beats_last : s->beats;
    int wbit = s->trick[0];
    int widx = leader;
    int pts = s->val[wbit];
    int x = s->code[wbit];
    int i = leader;
    for (int q = 1; q < k; q++) {
        int b = s->trick[q];
        i = s->nxt[i];
        if (bt[wbit * 64 + b]) {
            wbit = b;
            widx = i;
        }
        pts += s->val[b];
        x += s->code[b];
    }
    i = s->nxt[i];
    if (first < 0)
        return follow(s, i, k, leader, tl, s->zob, s->rp, s->rn, lc, wbit, widx, pts, live, 0, x,
                      alpha, beta);
    u64 hand = s->hands[i];
    s->hands[i] = hand ^ ((u64)1 << first);
    int b = first;
    int v;
    if (bt[wbit * 64 + b]) {
        wbit = b;
        widx = i;
    }
    pts += s->val[b];
    x += s->code[b];
    u64 z = s->zob ^ s->zob_card[i * 64 + twin_key(b, hand)];
    if (k + 1 == n) {
        v = trick_end(s, tl, z, s->rp - s->pos_v[b], s->rn - s->neg_v[b], 0, x, pts, wbit, widx,
                      alpha, beta);
    } else {
        v = follow(s, s->nxt[i], k + 1, leader, tl, z, s->rp - s->pos_v[b], s->rn - s->neg_v[b],
                   lc, wbit, widx, pts, live, 0, x, alpha, beta);
    }
    s->hands[i] = hand;
    return v;
}

/* --- the Python type ------------------------------------------------------------------- */

static int read_ints(PyObject *seq, int *out, Py_ssize_t n, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (fast == NULL) return -1;
    if (PySequence_Fast_GET_SIZE(fast) != n) {
        PyErr_Format(PyExc_ValueError, "%s: expected %zd numbers", what, n);
        Py_DECREF(fast);
        return -1;
    }
    for (Py_ssize_t j = 0; j < n; j++) {
        long v = PyLong_AsLong(PySequence_Fast_GET_ITEM(fast, j));
        if (v == -1 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
        out[j] = (int)v;
    }
    Py_DECREF(fast);
    return 0;
}

static int read_u64s(PyObject *seq, u64 *out, Py_ssize_t n, const char *what) {
    PyObject *fast = PySequence_Fast(seq, what);
    if (fast == NULL) return -1;
    if (PySequence_Fast_GET_SIZE(fast) != n) {
        PyErr_Format(PyExc_ValueError, "%s: expected %zd numbers", what, n);
        Py_DECREF(fast);
        return -1;
    }
    for (Py_ssize_t j = 0; j < n; j++) {
        u64 v = PyLong_AsUnsignedLongLong(PySequence_Fast_GET_ITEM(fast, j));
        if (v == (u64)-1 && PyErr_Occurred()) {
            Py_DECREF(fast);
            return -1;
        }
        out[j] = v;
    }
    Py_DECREF(fast);
    return 0;
}

/* a table of n bytes (0 or 1), e.g. who beats whom */
static int read_bytes(PyObject *obj, unsigned char *out, Py_ssize_t n, const char *what) {
    Py_buffer view;
    if (PyObject_GetBuffer(obj, &view, PyBUF_SIMPLE) < 0) return -1;
    if (view.len != n) {
        PyErr_Format(PyExc_ValueError, "%s: expected %zd bytes", what, n);
        PyBuffer_Release(&view);
        return -1;
    }
    memcpy(out, view.buf, (size_t)n);
    PyBuffer_Release(&view);
    return 0;
}

static void Core_dealloc(Core *self) {
    PyMem_RawFree(self->tt);
    Py_XDECREF(self->should_stop);
    Py_TYPE(self)->tp_free((PyObject *)self);
}

/* Core(n, hands, side, cls, val, lead_key, prev, above, cmask, beats, beats_last, called,
 *      runaway, tv, lb, blocks, zob_card, zob_leader, leader, trick, tricks_left, zob, rp, rn,
 *      table_bits, double_deck)
 * blocks: a sequence of (mask, run, tops). */
static int Core_init(Core *self, PyObject *args, PyObject *kw) {
    PyObject *hands, *side, *cls, *val, *lead_key, *prev, *above, *cmask, *beats, *beats_last;
    PyObject *blocks, *zob_card, *zob_leader, *trick;
    int n, called, runaway, tv, lb, leader, tricks_left, rp, rn, table_bits, double_deck;
    unsigned long long zob;
    if (!PyArg_ParseTuple(args, "iOOOOOOOOOOiiiiOOOiOiKiiip", &n, &hands, &side, &cls, &val,
                          &lead_key, &prev, &above, &cmask, &beats, &beats_last, &called, &runaway,
                          &tv, &lb, &blocks, &zob_card, &zob_leader, &leader, &trick, &tricks_left,
                          &zob, &rp, &rn, &table_bits, &double_deck))
        return -1;
    if (n < 2 || n > MAXP) {
        PyErr_SetString(PyExc_ValueError, "2 to 8 players");
        return -1;
    }
    if (table_bits < 8 || table_bits > 28) {
        PyErr_SetString(PyExc_ValueError, "table_bits must lie in 8..28");
        return -1;
    }
    self->n = n;
    if (read_u64s(hands, self->hands, n, "hands") || read_ints(side, self->side, n, "side") ||
        read_ints(cls, self->cls, 64, "cls") || read_ints(val, self->val, 64, "val") ||
        read_ints(lead_key, self->lead_key, 64, "lead_key") ||
        read_ints(prev, self->prev, 64, "prev") || read_u64s(above, self->above, 64, "above") ||
        read_u64s(cmask, self->cmask, 5, "cmask") ||
        read_bytes(beats, self->beats, 4096, "beats") ||
        read_bytes(beats_last, self->beats_last, 4096, "beats_last") ||
        read_u64s(zob_card, self->zob_card, MAXP * 64, "zob_card") ||
        read_u64s(zob_leader, self->zob_leader, MAXP, "zob_leader"))
        return -1;
    for (int j = 0; j < n; j++) self->nxt[j] = (j + 1) % n;
    for (int b = 0; b < 64; b++) {
        self->eqv[b] = self->val[b];
        self->code[b] = 0;
        self->pos_v[b] = self->val[b] > 0 ? self->val[b] : 0;
        self->neg_v[b] = self->val[b] < 0 ? self->val[b] : 0;
    }
    self->called = called;
    self->runaway = runaway;
    self->tv = tv;
    self->lb = lb;
    self->tv_p = tv > 0 ? tv : 0;
    self->tv_n = tv < 0 ? tv : 0;
    self->lb_p = lb > 0 ? lb : 0;
    self->lb_n = lb < 0 ? lb : 0;
    PyObject *fb = PySequence_Fast(blocks, "blocks");
    if (fb == NULL) return -1;
    Py_ssize_t nb = PySequence_Fast_GET_SIZE(fb);
    if (nb > MAXB) {
        Py_DECREF(fb);
        PyErr_SetString(PyExc_ValueError, "too many blocks");
        return -1;
    }
    self->nblocks = (int)nb;
    for (Py_ssize_t q = 0; q < nb; q++) {
        PyObject *blk = PySequence_Fast_GET_ITEM(fb, q);
        PyObject *mask, *run, *tops;
        if (!PyArg_ParseTuple(blk, "OOO", &mask, &run, &tops)) {
            Py_DECREF(fb);
            return -1;
        }
        Py_ssize_t len = PySequence_Size(run);
        if (len < 0 || len > MAXRUN) {
            Py_DECREF(fb);
            if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "block run too long");
            return -1;
        }
        self->block_mask[q] = PyLong_AsUnsignedLongLong(mask);
        self->block_len[q] = (int)len;
        if (PyErr_Occurred() || read_ints(run, self->block_run[q], len, "run") ||
            read_u64s(tops, self->block_tops[q], len + 1, "tops")) {
            Py_DECREF(fb);
            return -1;
        }
    }
    Py_DECREF(fb);
    PyObject *ft = PySequence_Fast(trick, "trick");
    if (ft == NULL) return -1;
    Py_ssize_t nt = PySequence_Fast_GET_SIZE(ft);
    Py_DECREF(ft);
    if (nt >= n) {
        PyErr_SetString(PyExc_ValueError, "the trick is full");
        return -1;
    }
    if (read_ints(trick, self->trick, nt, "trick")) return -1;
    self->ntrick = (int)nt;
    self->double_deck = double_deck;
    self->leader = leader;
    self->tricks_left = tricks_left;
    self->zob = (u64)zob;
    self->rp = rp;
    self->rn = rn;
    self->has_extras = 0;
    self->node_limit = -1;
    self->nodes = 0;
    PyMem_RawFree(self->tt);
    self->tt_bits = table_bits;
    self->tt_mask = ((u64)1 << table_bits) - 1;
    self->tt = PyMem_RawCalloc((size_t)1 << table_bits, sizeof(Entry));
    if (self->tt == NULL) {
        PyErr_NoMemory();
        return -1;
    }
    return 0;
}

PyDoc_STRVAR(set_extras_doc,
             "set_extras(code, eqv, radius, doppelkopf, fox_last, charlie, caught, fox0, fox1, "
             "cj0, cj1, zext)\n\nSwitch the extras on (see search.py's _ExtrasSetup); "
             "set_level gives the tested level before each search.");

static PyObject *Core_set_extras(Core *self, PyObject *args) {
    PyObject *code, *eqv, *zext;
    int radius, dk, fl, charlie, cc;
    unsigned long long fox0, fox1, cj0, cj1, rich;
    if (!PyArg_ParseTuple(args, "OOiiiiiKKKKKO", &code, &eqv, &radius, &dk, &fl, &charlie, &cc,
                          &fox0, &fox1, &cj0, &cj1, &rich, &zext))
        return NULL;
    if (radius < 1 || radius > MAXR) {
        PyErr_SetString(PyExc_ValueError, "extras radius out of range");
        return NULL;
    }
    if (read_ints(code, self->code, 64, "code") || read_ints(eqv, self->eqv, 64, "eqv") ||
        read_u64s(zext, self->zext, 256, "zext"))
        return NULL;
    self->radius = radius;
    self->dk = dk;
    self->fl = fl;
    self->charlie = charlie;
    self->cc = cc;
    self->fox0 = fox0;
    self->fox1 = fox1;
    self->cj0 = cj0;
    self->cj1 = cj1;
    self->rich = rich;
    for (int j = 0; j <= 2 * MAXR; j++) self->phi[j] = 0;
    self->has_extras = 1;
    Py_RETURN_NONE;
}

PyDoc_STRVAR(set_level_doc, "set_level(phi, level_key)\n\nThe tested score level: phi[e + R] "
                            "and its part of the table keys.");

static PyObject *Core_set_level(Core *self, PyObject *args) {
    PyObject *phi;
    unsigned long long level_key;
    if (!PyArg_ParseTuple(args, "OK", &phi, &level_key)) return NULL;
    if (!self->has_extras) {
        PyErr_SetString(PyExc_ValueError, "set_extras first");
        return NULL;
    }
    if (read_ints(phi, self->phi, 2 * self->radius + 1, "phi")) return NULL;
    self->level_key = level_key;
    Py_RETURN_NONE;
}

PyDoc_STRVAR(search_doc,
             "search(first, alpha, beta, node_limit, should_stop) -> int | None\n\n"
             "The value from the position (first >= 0: the seat to move plays that card bit "
             "first), or None when the budget ran out (see the aborted attribute).");

static PyObject *Core_search(Core *self, PyObject *args) {
    int first, alpha, beta;
    long long node_limit;
    PyObject *should_stop;
    if (!PyArg_ParseTuple(args, "iiiLO", &first, &alpha, &beta, &node_limit, &should_stop))
        return NULL;
    Py_XSETREF(self->should_stop, Py_NewRef(should_stop));
    self->node_limit = node_limit;
    self->aborted = 0;
    int v = root(self, first, alpha, beta);
    Py_CLEAR(self->should_stop);
    if (self->aborted == 3) return NULL; /* should_stop raised */
    if (self->aborted) Py_RETURN_NONE;
    return PyLong_FromLong(v);
}

static PyObject *Core_get_nodes(Core *self, void *closure) {
    (void)closure;
    return PyLong_FromLongLong(self->nodes);
}

static int Core_set_nodes(Core *self, PyObject *value, void *closure) {
    (void)closure;
    long long v = PyLong_AsLongLong(value);
    if (v == -1 && PyErr_Occurred()) return -1;
    self->nodes = v;
    return 0;
}

static PyObject *Core_get_aborted(Core *self, void *closure) {
    (void)closure;
    return PyLong_FromLong(self->aborted);
}

static PyMethodDef Core_methods[] = {
    {"search", (PyCFunction)Core_search, METH_VARARGS, search_doc},
    {"set_extras", (PyCFunction)Core_set_extras, METH_VARARGS, set_extras_doc},
    {"set_level", (PyCFunction)Core_set_level, METH_VARARGS, set_level_doc},
    {NULL, NULL, 0, NULL},
};

static PyGetSetDef Core_getset[] = {
    {"nodes", (getter)Core_get_nodes, (setter)Core_set_nodes, "nodes searched so far", NULL},
    {"aborted", (getter)Core_get_aborted, NULL,
     "why the last search stopped early: 0 not, 1 node budget, 2 time", NULL},
    {NULL, NULL, NULL, NULL, NULL},
};

static PyTypeObject CoreType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "stammtisch.engine.ai.dds._core.Core",
    .tp_basicsize = sizeof(Core),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The open-hand search over one position (see search.py).",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)Core_init,
    .tp_dealloc = (destructor)Core_dealloc,
    .tp_methods = Core_methods,
    .tp_getset = Core_getset,
};

static struct PyModuleDef core_module = {
    PyModuleDef_HEAD_INIT, "_core", "The compiled open-hand search (see search.py).", -1, NULL,
};

PyMODINIT_FUNC PyInit__core(void) {
    if (PyType_Ready(&CoreType) < 0) return NULL;
    PyObject *m = PyModule_Create(&core_module);
    if (m == NULL) return NULL;
    if (PyModule_AddObjectRef(m, "Core", (PyObject *)&CoreType) < 0) {
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
