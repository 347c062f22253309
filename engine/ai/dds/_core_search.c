/* The open-hand search of the solver in plain C (see _core_search.h; _core.c is its CPython
 * module).  The same search as search.py's _python_search, function for function: lead (a
 * trick start: bounds, the table, the lead order), follow (a later card of a trick),
 * last_trick, root (from the position, perhaps with a given first card), and the helpers
 * legal_of, candidates, trick_gain; trick_end is written out inline in the Python follow
 * and root, and the Python lead's packed_key and extras_reach are inline here.
 *
 * Extras (Doppelkopf's fox, Doppelkopf and Charlie): when set, the value searched is
 * "card points from here + phi[e_final + R]", with e, side 0's net extras since the root,
 * and x, the extras codes of the current trick's cards, carried down the search; see
 * search.py (_ExtrasSetup, FastSolver._set_level) for the meaning.
 */
#include "_core_search.h"

#include <stdlib.h>
#include <string.h>

typedef uint64_t u64;

#define INF (1 << 30)
#define MAXP DDS_MAX_PLAYERS
#define MAXB DDS_MAX_BLOCKS
#define MAXRUN DDS_MAX_RUN
#define MAXR DDS_MAX_RADIUS

typedef struct {
    u64 key;
    int32_t lo, hi;
    int8_t move;
    uint8_t used;
    uint8_t tl; /* tricks left: a slot pair keeps the deeper entry in its first slot */
} Entry;

struct DdsSearch {
    /* 16 bytes first, where the Python object's header was when this struct was the module's
     * object: with every field at its old offset gcc compiles lead's block loop as before
     * (without, callgrind counted 1.3 % more instructions on Skat deals) */
    char layout[16];
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
    u64 zext[DDS_EXTRAS_KEYS];
    u64 level_key;
    /* the search */
    long long nodes, node_limit;
    DdsStopFn stop;
    void *stop_context;
    int aborted, check;
    Entry *tt;
    u64 tt_mask;
    int tt_bits;
};

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
static inline int trick_gain(const DdsSearch *s, int x, int pts, int wbit, int win0, int last) {
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

static u64 legal_of(const DdsSearch *s, u64 hand, int lead_cls, int trick_empty) {
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
static int candidates(const DdsSearch *s, u64 legal, u64 others, int *out) {
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

static int tick(DdsSearch *s) {
    if (s->node_limit >= 0 && s->nodes > s->node_limit) {
        s->aborted = DDS_NODE_LIMIT;
        return 1;
    }
    if (s->stop != NULL) {
        int t = s->stop(s->stop_context);
        if (t < 0) {
            s->aborted = DDS_STOP_FAILED;
            return 1;
        }
        if (t) {
            s->aborted = DDS_STOPPED;
            return 1;
        }
    }
    return 0;
}

static int last_trick(DdsSearch *s, int leader, int e) {
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

static int follow(DdsSearch *s, int i, int k, int leader, int tl, u64 zob, int rp, int rn, int lc,
                  int wbit, int widx, int pts, u64 tm, int e, int x, int alpha, int beta);

static int lead(DdsSearch *s, int leader, int tl, u64 zob, int rp, int rn, int e, int alpha,
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
static inline int trick_end(DdsSearch *s, int tl, u64 z, int rp, int rn, int e, int x, int p, int nwb,
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

static int follow(DdsSearch *s, int i, int k, int leader, int tl, u64 zob, int rp, int rn, int lc,
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
static int root(DdsSearch *s, int first, int alpha, int beta) {
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

/* --- the interface (_core_search.h) ------------------------------------------------------ */

DdsStatus dds_new(const DdsPosition *pos, DdsSearch **out) {
    *out = NULL;
    int n = pos->n;
    if (n < 2 || n > MAXP) return DDS_BAD_PLAYERS;
    if (pos->table_bits < DDS_MIN_TABLE_BITS || pos->table_bits > DDS_MAX_TABLE_BITS)
        return DDS_BAD_TABLE_BITS;
    if (pos->nblocks < 0 || pos->nblocks > MAXB) return DDS_BAD_BLOCKS;
    for (int q = 0; q < pos->nblocks; q++)
        if (pos->blocks[q].len < 0 || pos->blocks[q].len > MAXRUN) return DDS_BAD_BLOCKS;
    if (pos->ntrick < 0 || pos->ntrick >= n) return DDS_TRICK_FULL;
    DdsSearch *s = calloc(1, sizeof(DdsSearch));
    if (s == NULL) return DDS_NO_MEMORY;
    s->tt = calloc((size_t)1 << pos->table_bits, sizeof(Entry));
    if (s->tt == NULL) {
        free(s);
        return DDS_NO_MEMORY;
    }
    s->tt_bits = pos->table_bits;
    s->tt_mask = ((u64)1 << pos->table_bits) - 1;
    s->n = n;
    memcpy(s->hands, pos->hands, sizeof s->hands);
    memcpy(s->side, pos->side, sizeof s->side);
    for (int j = 0; j < n; j++) s->nxt[j] = (j + 1) % n;
    memcpy(s->cls, pos->cls, sizeof s->cls);
    memcpy(s->val, pos->val, sizeof s->val);
    memcpy(s->lead_key, pos->lead_key, sizeof s->lead_key);
    memcpy(s->prev, pos->prev, sizeof s->prev);
    memcpy(s->above, pos->above, sizeof s->above);
    memcpy(s->cmask, pos->cmask, sizeof s->cmask);
    memcpy(s->beats, pos->beats, sizeof s->beats);
    memcpy(s->beats_last, pos->beats_last, sizeof s->beats_last);
    memcpy(s->zob_card, pos->zob_card, sizeof s->zob_card);
    memcpy(s->zob_leader, pos->zob_leader, sizeof s->zob_leader);
    for (int b = 0; b < 64; b++) {
        int v = s->val[b];
        s->eqv[b] = v;
        s->code[b] = 0;
        s->pos_v[b] = v > 0 ? v : 0;
        s->neg_v[b] = v < 0 ? v : 0;
    }
    s->called = pos->called;
    s->runaway = pos->runaway;
    s->tv = pos->tv;
    s->lb = pos->lb;
    s->tv_p = pos->tv > 0 ? pos->tv : 0;
    s->tv_n = pos->tv < 0 ? pos->tv : 0;
    s->lb_p = pos->lb > 0 ? pos->lb : 0;
    s->lb_n = pos->lb < 0 ? pos->lb : 0;
    s->nblocks = pos->nblocks;
    for (int q = 0; q < pos->nblocks; q++) {
        const DdsBlock *blk = &pos->blocks[q];
        s->block_mask[q] = blk->mask;
        s->block_len[q] = blk->len;
        memcpy(s->block_run[q], blk->run, sizeof s->block_run[q]);
        memcpy(s->block_tops[q], blk->tops, sizeof s->block_tops[q]);
    }
    s->ntrick = pos->ntrick;
    memcpy(s->trick, pos->trick, sizeof s->trick);
    s->double_deck = pos->double_deck;
    s->leader = pos->leader;
    s->tricks_left = pos->tricks_left;
    s->zob = pos->zob;
    s->rp = pos->rp;
    s->rn = pos->rn;
    s->node_limit = -1;
    *out = s;
    return DDS_OK;
}

void dds_free(DdsSearch *s) {
    if (s == NULL) return;
    free(s->tt);
    free(s);
}

DdsStatus dds_set_extras(DdsSearch *s, const DdsExtras *x) {
    if (x->radius < 1 || x->radius > MAXR) return DDS_BAD_RADIUS;
    memcpy(s->code, x->code, sizeof s->code);
    memcpy(s->eqv, x->eqv, sizeof s->eqv);
    memcpy(s->zext, x->zext, sizeof s->zext);
    s->radius = x->radius;
    s->dk = x->doppelkopf;
    s->fl = x->fox_last;
    s->charlie = x->charlie;
    s->cc = x->caught;
    s->fox0 = x->fox0;
    s->fox1 = x->fox1;
    s->cj0 = x->cj0;
    s->cj1 = x->cj1;
    s->rich = x->rich;
    memset(s->phi, 0, sizeof s->phi);
    s->has_extras = 1;
    return DDS_OK;
}

int dds_extras_radius(const DdsSearch *s) { return s->has_extras ? s->radius : -1; }

DdsStatus dds_set_level(DdsSearch *s, const int *phi, uint64_t level_key) {
    if (!s->has_extras) return DDS_NO_EXTRAS;
    memcpy(s->phi, phi, sizeof(int) * (size_t)(2 * s->radius + 1));
    s->level_key = level_key;
    return DDS_OK;
}

DdsStatus dds_search(DdsSearch *s, int first, int alpha, int beta, long long node_limit,
                     DdsStopFn stop, void *context, int *value) {
    s->node_limit = node_limit;
    s->stop = stop;
    s->stop_context = context;
    s->aborted = DDS_OK;
    *value = root(s, first, alpha, beta);
    s->stop = NULL;
    s->stop_context = NULL;
    return (DdsStatus)s->aborted;
}

long long dds_nodes(const DdsSearch *s) { return s->nodes; }

void dds_set_nodes(DdsSearch *s, long long nodes) { s->nodes = nodes; }

const char *dds_status_text(DdsStatus status) {
    switch (status) {
    case DDS_OK:
        return "done";
    case DDS_NODE_LIMIT:
        return "node budget spent";
    case DDS_STOPPED:
        return "time is up";
    case DDS_STOP_FAILED:
        return "the stop function failed";
    case DDS_BAD_PLAYERS:
        return "2 to 8 players";
    case DDS_BAD_TABLE_BITS:
        return "table_bits must lie in 8..28";
    case DDS_BAD_BLOCKS:
        return "too many blocks, or a block run too long";
    case DDS_TRICK_FULL:
        return "the trick is full";
    case DDS_BAD_RADIUS:
        return "extras radius out of range";
    case DDS_NO_EXTRAS:
        return "set_extras first";
    case DDS_NO_MEMORY:
        return "out of memory";
    }
    return "unknown status";
}
