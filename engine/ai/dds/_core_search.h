/* The open-hand search of the solver, in plain C: no Python in here.
 *
 * It is the search of search.py's _python_search, move for move: the same move ordering,
 * bounds, rank equivalence, packed table keys and extras, so it gives the same values (the
 * Python search is the reference; tests/test_dds_core.py compares the two).  FastSolver
 * prepares every table in Python (who beats whom, follow classes, card values, the runs of
 * equal neighbours, the Zobrist numbers); _core.c, the CPython module, copies them into a
 * DdsPosition, makes a DdsSearch from it and asks dds_search.
 *
 * Card bits: a card's first copy is its own bit (0..31), the second copy of a double deck the
 * bit 32 higher.  Side 0 maximises the value, side 1 minimises it.
 *
 * Differences from the Python search that do not change a value: the transposition table is
 * a fixed array of 2**table_bits entries (two slots a bucket, the entry with more tricks left
 * kept in the first) instead of a dict emptied when full, so node counts may differ
 * slightly; the stop function is asked every 4096 lead nodes instead of every 1024 nodes.
 */
#ifndef STAMMTISCH_DDS_CORE_SEARCH_H
#define STAMMTISCH_DDS_CORE_SEARCH_H

#include <stdint.h>

#define DDS_MAX_PLAYERS 8
#define DDS_MAX_BLOCKS 48
#define DDS_MAX_RUN 24
#define DDS_MAX_RADIUS 120 /* the largest extras radius R (phi has 2R + 1 entries) */
#define DDS_EXTRAS_KEYS 256
#define DDS_MIN_TABLE_BITS 8
#define DDS_MAX_TABLE_BITS 28

/* A run of equally worth neighbouring kinds in a class (search.py's blocks): at a trick start
 * only which hands hold the run's live kinds in order matters, so the table key packs them to
 * the run's top. */
typedef struct {
    uint64_t mask;                    /* the run's kinds */
    int len;                          /* how many kinds, at most DDS_MAX_RUN */
    int run[DDS_MAX_RUN];             /* the kinds, strongest first */
    uint64_t tops[DDS_MAX_RUN + 1];   /* tops[j]: the j strongest kinds of the run */
} DdsBlock;

/* One open-hand position and its contract's tables, as FastSolver prepares them. */
typedef struct {
    int n;                             /* players, 2..DDS_MAX_PLAYERS */
    uint64_t hands[DDS_MAX_PLAYERS];   /* card bits in each hand, in playing order */
    int side[DDS_MAX_PLAYERS];         /* 0 or 1 */
    int cls[64];                       /* a card bit's follow class (0..4) */
    int val[64];                       /* its value to side 0 */
    int lead_key[64];                  /* lead order: lower first */
    int prev[64];                      /* the next stronger card bit of its class, or -1 */
    uint64_t above[64];                /* the stronger card bits of its class */
    uint64_t cmask[5];                 /* the card bits of each class */
    unsigned char beats[4096];         /* beats[w * 64 + b]: b played later takes the trick */
    unsigned char beats_last[4096];    /* the same in the last trick */
    int called;                        /* the called ace's bit, or -1 */
    int runaway;                       /* cards of the called suit that allow a run-away */
    int tv;                            /* a trick's value besides its cards */
    int lb;                            /* the last trick's bonus */
    int nblocks;                       /* at most DDS_MAX_BLOCKS */
    DdsBlock blocks[DDS_MAX_BLOCKS];
    uint64_t zob_card[DDS_MAX_PLAYERS * 64]; /* Zobrist numbers: player * 64 + card bit */
    uint64_t zob_leader[DDS_MAX_PLAYERS];
    int leader;                        /* who led the trick on the table (index into hands) */
    int ntrick;                        /* cards on the table, fewer than n */
    int trick[DDS_MAX_PLAYERS];        /* their bits, in playing order */
    int tricks_left;                   /* the trick on the table counted */
    int rp, rn;                        /* the positive and negative values still in hands */
    uint64_t zob;                      /* the hands' Zobrist key */
    int table_bits;                    /* the table holds 2**table_bits entries */
    int double_deck;                   /* whether second copies (bits 32..63) exist */
} DdsPosition;

/* Doppelkopf's extra points (search.py's _ExtrasSetup): with them the value searched is
 * "card points from here + phi[e_final + R]", e side 0's net extras since the root. */
typedef struct {
    int code[64];     /* a card bit's part of its trick's extras code */
    int eqv[64];      /* values for rank equivalence (unique for foxes and charlie cards) */
    int radius;       /* R, 1..DDS_MAX_RADIUS */
    int doppelkopf;   /* the card points of a doppelkopf trick */
    int fox_last;     /* a fox caught in the last trick counts this many */
    int charlie;      /* the charlie card (0..31), or -1 */
    int caught;       /* whether a charlie card caught counts */
    uint64_t fox0, fox1, cj0, cj1; /* foxes and charlie cards of side 0 and side 1 */
    uint64_t rich;    /* the cards a doppelkopf trick can hold */
    uint64_t zext[DDS_EXTRAS_KEYS]; /* table key parts for e (index e + 128) */
} DdsExtras;

typedef enum {
    DDS_OK = 0,
    DDS_NODE_LIMIT = 1,  /* dds_search: the node budget ran out */
    DDS_STOPPED = 2,     /* dds_search: the stop function said so */
    DDS_STOP_FAILED = 3, /* dds_search: the stop function failed (its caller knows why) */
    DDS_BAD_PLAYERS,
    DDS_BAD_TABLE_BITS,
    DDS_BAD_BLOCKS,
    DDS_TRICK_FULL,
    DDS_BAD_RADIUS,
    DDS_NO_EXTRAS,
    DDS_NO_MEMORY,
} DdsStatus;

/* Asked now and then during a search: 0 go on, 1 stop, -1 failed (stop too). */
typedef int (*DdsStopFn)(void *context);

typedef struct DdsSearch DdsSearch;

/* A search over pos (copied), with an empty table; *out is NULL unless DDS_OK. */
DdsStatus dds_new(const DdsPosition *pos, DdsSearch **out);
void dds_free(DdsSearch *s);

/* Count Doppelkopf's extras from now on; dds_set_level gives the level before each search. */
DdsStatus dds_set_extras(DdsSearch *s, const DdsExtras *extras);
/* R, or -1 before dds_set_extras. */
int dds_extras_radius(const DdsSearch *s);
/* The tested score level: phi[0..2R] and its part of the table keys. */
DdsStatus dds_set_level(DdsSearch *s, const int *phi, uint64_t level_key);

/* The value from the position (first >= 0: the seat to move plays that card bit first) into
 * *value, searched with the window (alpha, beta).  node_limit < 0: no budget; stop may be
 * NULL.  DDS_NODE_LIMIT, DDS_STOPPED or DDS_STOP_FAILED: stopped early, *value meaningless. */
DdsStatus dds_search(DdsSearch *s, int first, int alpha, int beta, long long node_limit,
                     DdsStopFn stop, void *context, int *value);

/* Nodes searched since dds_new (every search adds to them). */
long long dds_nodes(const DdsSearch *s);
void dds_set_nodes(DdsSearch *s, long long nodes);

/* A short English text for a status (for error messages). */
const char *dds_status_text(DdsStatus status);

#endif
