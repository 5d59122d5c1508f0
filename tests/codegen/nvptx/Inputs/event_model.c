/* Host check of include/xasync/internal/event_seq.h against a model of one work-item's
 * cp.async group queue: random programs of fresh copies, chained copies
 * and waits, from random (uninitialised) states, across the seq wrap; with
 * eight slots in a 32-bit word, or four in 16 bits (-DXASYNC_SEQ_SLOT_BITS=2).
 * Element copies (nvptx's, copy_engine.cl) take no sequence number: into
 * local memory an uncounted group and the event ALL, out to global memory
 * no group (complete at the call) and DONE; chained onto a copy of the
 * sequence or onto DONE they are complete at the call (no group) and
 * return that event; a counted copy chained onto DONE completes every
 * group at its call.  A work-item that has made no counted copy waits for
 * every group without reading its events (nvptx_state.ll's flag, whose
 * value before the first counted copy is arbitrary: the model draws it).
 * Otherwise a wait classifies its events first (__XASYNC_SEQ_CLASSIFY):
 * without a counted one it waits for every group, or for none when all
 * are DONE.
 * Safety: after a wait, every copy of every awaited chain is complete:
 * older than the N newest groups, or completed at a call or an earlier
 * wait; the word's target bit is left alone.  Progress: in double buffering
 * (with and without chains) the next tile's copies stay in flight. */
#include <stdio.h>
#include <stdlib.h>
#include "xasync/internal/event_seq.h"

/* The word as the target keeps it between calls: nvptx's libraries store
 * 16 bits (four slots, XASYNC_SEQ_SLOT_BITS=2), so the carry out of seq is
 * dropped at every store. */
#if XASYNC_SEQ_SLOT_BITS == 2
#define STORED(s) (s) = __xasync_seq_unpack(__xasync_seq_pack(s) & 0xffffu)
#else
#define STORED(s) (void)0
#endif

#define MAX_EVENTS 8
#define MAX_MEMBERS 64

typedef struct {
  int live;
  unsigned bits;
  long members[MAX_MEMBERS]; /* true group indices of the chain */
  int count;
} event;

static unsigned rnd(void) { return (unsigned)rand(); }

static int failures;

/* The wait as nvptx makes it (wait_group_events.cl); returns the groups
 * it leaves pending (N), or -1 where it waits for none. */
/* The flag: whether this work-item has made a counted copy (or, before
 * its first, whatever shared memory held). */
static int any_counted;

static long wait_n(__xasync_seq_state s, event *ev, int *which, int n) {
#define MODEL_BITS(i) ev[which[i]].bits
  unsigned counted, all, allowed;
  if (!any_counted)
    return 0;
  __XASYNC_SEQ_CLASSIFY(counted, all, n, MODEL_BITS);
  if (!counted)
    return all ? 0 : -1;
  __XASYNC_SEQ_ALLOWED_FOR(allowed, s, n, MODEL_BITS);
#undef MODEL_BITS
  return allowed;
}

/* Groups up to `completed` are complete (waited for, or completed at a
 * call); a wait completes all but its N newest. */
static long completed = -1;

static void check_safe(__xasync_seq_state s, event *ev, int *which, int n,
                       long newest) {
  const long pending = wait_n(s, ev, which, n);
  for (int i = 0; i < n; ++i)
    for (int m = 0; m < ev[which[i]].count; ++m) {
      const long g = ev[which[i]].members[m];
      if (g > completed && (pending < 0 || newest - g < pending)) {
        if (failures++ < 10)
          printf("UNSAFE: group %ld left pending by N=%ld (newest %ld)\n", g,
                 pending, newest);
      }
    }
  if (pending >= 0 && newest - pending > completed)
    completed = newest - pending;
}

/* Appends group g to event e's chain (or retires an over-long chain). */
static void add_member(event *e, long g) {
  if (e->count < MAX_MEMBERS)
    e->members[e->count++] = g;
  else
    e->live = 0;
}

static void random_programs(void) {
  for (int prog = 0; prog < 2000; ++prog) {
    __xasync_seq_state s = __xasync_seq_unpack(rnd() ^ rnd() << 16);
    STORED(s);
    /* The target's bit (nvptx: the bulk mark) must survive every call. */
    const unsigned target_bit = __xasync_seq_pack(s) & XASYNC_SEQ_TARGET_BIT;
    event ev[MAX_EVENTS] = {0};
    long newest = -1;
    completed = -1;
    any_counted = rnd() % 2; /* shared memory's value before any copy */
    for (int step = 0; step < 600; ++step) {
      const unsigned op = rnd() % 13;
      const int e = rnd() % MAX_EVENTS;
      if (op >= 10) { /* an element copy: in (op 10, 11) or out (op 12) */
        const int in = op < 12;
        if (!ev[e].live || rnd() % 2) { /* fresh */
          ev[e].live = 1;
          ev[e].count = 0;
          ev[e].bits = in ? XASYNC_SEQ_ALL_EVENT : XASYNC_SEQ_DONE_EVENT;
          if (in)
            add_member(&ev[e], ++newest);
        } else if (in && ev[e].bits == XASYNC_SEQ_ALL_EVENT) {
          add_member(&ev[e], ++newest); /* onto ALL: an uncounted group */
        }
        /* Onto a copy of the sequence or onto DONE, and every copy out:
         * complete at the call, no group, the event unchanged. */
        continue;
      }
      if (op < 4 || (op < 7 && !ev[e].live)) { /* fresh copy */
        ev[e].live = 1;
        ev[e].count = 1;
        ev[e].members[0] = ++newest;
        ev[e].bits = __xasync_seq_next(&s, 0);
        STORED(s);
        any_counted = 1;
        if ((__xasync_seq_pack(s) & XASYNC_SEQ_TARGET_BIT) != target_bit &&
            failures++ < 10)
          printf("target bit changed by a fresh copy\n");
      } else if (op < 7) { /* chained copy */
        const unsigned bits = __xasync_seq_next(&s, ev[e].bits);
        STORED(s);
        any_counted = 1;
        if (bits != ev[e].bits && failures++ < 10)
          printf("chained event changed\n");
        if ((__xasync_seq_pack(s) & XASYNC_SEQ_TARGET_BIT) != target_bit &&
            failures++ < 10)
          printf("target bit changed by a chained copy\n");
        ++newest;
        if (ev[e].bits == XASYNC_SEQ_DONE_EVENT)
          completed = newest; /* onto DONE: completes at the call */
        add_member(&ev[e], newest);
      } else { /* wait on a random set of live events */
        int which[MAX_EVENTS], n = 0;
        for (int i = 0; i < MAX_EVENTS; ++i)
          if (ev[i].live && rnd() % 2)
            which[n++] = i;
        if (n)
          check_safe(s, ev, which, n, newest);
        if (rnd() % 4 == 0)
          ev[rnd() % MAX_EVENTS].live = 0;
      }
    }
  }
}

/* Double buffering with `per_tile` copies per tile (the extra ones
 * chained): start tile k+1, wait for tile k.  Returns the share of waits
 * that kept all of tile k+1's copies in flight. */
static double double_buffering(int per_tile) {
  long kept = 0, waits = 0;
  for (int run = 0; run < 200; ++run) {
    __xasync_seq_state s = __xasync_seq_unpack(rnd() ^ rnd() << 16);
    STORED(s);
    any_counted = rnd() % 2;
    unsigned prev = 0;
    for (int c = 0; c < per_tile; ++c) {
      prev = __xasync_seq_next(&s, c ? prev : 0);
      STORED(s);
      any_counted = 1;
    }
    for (int k = 0; k < 700; ++k) {
      unsigned next = 0;
      for (int c = 0; c < per_tile; ++c) {
        next = __xasync_seq_next(&s, c ? next : 0);
        STORED(s);
        any_counted = 1;
      }
      event e = {1, prev, {0}, 0};
      int which = 0;
      const long n = wait_n(s, &e, &which, 1);
      kept += n >= per_tile;
      ++waits;
      prev = next;
    }
  }
  return (double)kept / waits;
}

int main(void) {
  srand(12345);
  random_programs();
  for (int per_tile = 1; per_tile <= 3; ++per_tile) {
    const double share = double_buffering(per_tile);
    printf("double buffering, %d copies per tile: next tile in flight in "
           "%.1f%% of waits\n", per_tile, 100 * share);
    if (share < 0.97)
      ++failures;
  }
  /* A wait on 0 (not an event) or a foreign value waits for everything. */
  __xasync_seq_state s = __xasync_seq_unpack(0);
  __xasync_seq_next(&s, 0);
  __xasync_seq_next(&s, 0);
  if (__xasync_seq_allowed(s, 0, 7) != 0 ||
      __xasync_seq_allowed(s, 0x12345, 7) != 0 ||
      __xasync_seq_allowed(s, XASYNC_SEQ_ALL_EVENT, 7) != 0)
    ++failures;
  /* DONE leaves N to the other events. */
  if (__xasync_seq_allowed(s, XASYNC_SEQ_DONE_EVENT, 5) != 5)
    ++failures;
  printf(failures ? "FAIL %d\n" : "PASS\n", failures);
  return failures != 0;
}
