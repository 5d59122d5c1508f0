/* Event and sequence arithmetic shared by the targets whose copies are
 * tracked by in-order groups that a wait may leave partly in flight
 * (nvptx: cp.async groups and cp.async.wait_group N; amdgcn with LLVM 23+:
 * asyncmarks and wait.asyncmark N).  Pure (no intrinsics, plain C or
 * OpenCL C) so tests/codegen/nvptx/event-model.test can check it on the
 * host against a model of the group queue; each target keeps the state
 * word in memory itself.
 *
 * Every copy call that moves bytes commits exactly one group in every
 * work-item (nvptx's libraries: every call, an empty one with an empty
 * group, engine.h) and takes sequence number `seq` (mod 8 is what is used),
 * so seq counts the groups.  The state word holds S =
 * 2^XASYNC_SEQ_SLOT_BITS 3-bit slots (bits 0 to 3S-1), the target's bit
 * (bit 3S; nvptx sm_90: the bulk mark) and seq above it: with eight slots
 * (the default) bits 0-23, 24 and 25-31 of a 32-bit word; with four, bits
 * 0-11, 12 and 13-15, so the word fits 16 bits (nvptx's libraries:
 * nvptx_async.h).  A fresh copy starts a chain on slot seq mod S and
 * returns the event XASYNC_SEQ_EVENT_TAG | seq mod 8; a chained copy
 * (non-zero event passed in, returned unchanged) writes its own seq mod 8
 * to its chain's slot, named by the event's low bits (any non-zero value
 * names a whole slot, so a foreign event passed in can only make a slot
 * newer).  Fewer slots share them among more chains, which only makes a
 * wait wait for more (below).  So a slot holds the seq mod 8 of the newest
 * copy of the chains on it, and a wait on an event leaves pending only the
 * groups newer than that copy: it may wait for more than it needs (another
 * chain's newer copy on the same slot), never for less.  All distances are
 * taken mod 8, which only shortens them, so wrapped values, and a word
 * never written (undefined shared memory: every slot a wait reads was
 * written by the chain's own first copy) make a wait wait for more, never
 * for less.  A copy call costs a handful of shifts and masks on one word,
 * and a wait reads one slot (the previous head/tail/other state cost about
 * 30 more instructions per double-buffered step on the H100:
 * docs/nvptx.md, "Call overhead"). */
#ifndef XASYNC_INTERNAL_EVENT_SEQ_H
#define XASYNC_INTERNAL_EVENT_SEQ_H

/* log2 of the slots in the state word: 3 (eight, a 32-bit word) or 2
 * (four, 16 bits). */
#ifndef XASYNC_SEQ_SLOT_BITS
#define XASYNC_SEQ_SLOT_BITS 3
#endif
#if XASYNC_SEQ_SLOT_BITS != 2 && XASYNC_SEQ_SLOT_BITS != 3
#error "XASYNC_SEQ_SLOT_BITS must be 2 or 3"
#endif
#define XASYNC_SEQ_SLOTS (1u << XASYNC_SEQ_SLOT_BITS)
/* Where seq lies in the word. */
#define XASYNC_SEQ_SHIFT (XASYNC_SEQ_SLOTS * 3 + 1)

/* Largest N a wait gives cp.async.wait_group / wait.asyncmark: at most
 * this many newer copies stay in flight across a wait (double/triple
 * buffering with chains).  It is also the largest distance a slot holds. */
#define XASYNC_SEQ_MAX_PENDING 7
#define XASYNC_SEQ_EVENT_TAG 0x100u
/* Two events outside the sequence, for copies that take no sequence
 * number (nvptx's element copies, copy_engine.cl):
 *   DONE  the copy was complete when its call returned: a wait on it
 *         needs no group and leaves N as the other events make it;
 *   ALL   the copy's group is not counted: a wait on it waits for every
 *         group (N = 0), as for any value that is not an xasync event.
 * A group committed without a sequence number only makes waits on older
 * events wait for more (it is newer than they are and N counts fewer
 * groups than are pending), never for less. */
#define XASYNC_SEQ_DONE_EVENT 0x200u
#define XASYNC_SEQ_ALL_EVENT 0x300u
/* Whether event bits name a copy of the sequence (TAG | seq mod 8). */
#define XASYNC_SEQ_COUNTED(bits)                                               \
  ((unsigned int)(bits) - XASYNC_SEQ_EVENT_TAG <= 7)
/* The state word's bit that the arithmetic leaves to the target. */
#define XASYNC_SEQ_TARGET_BIT (1u << (XASYNC_SEQ_SLOTS * 3))

typedef struct {
  unsigned int word; /* seq << SHIFT | target bit | slot[S-1] | ... | slot[0] */
} __xasync_seq_state;

static inline __attribute__((always_inline)) __xasync_seq_state
__xasync_seq_unpack(unsigned int word) {
  __xasync_seq_state s = {word};
  return s;
}

static inline __attribute__((always_inline)) unsigned int
__xasync_seq_pack(__xasync_seq_state s) {
  return s.word;
}

/* The sequence number the next copy call takes, mod 8. */
static inline __attribute__((always_inline)) unsigned int
__xasync_seq_slot_value(__xasync_seq_state s) {
  return (s.word >> XASYNC_SEQ_SHIFT) & 7;
}

/* Where the slot of the chain named by event bits lies in the word (any
 * bits name a whole slot: their low XASYNC_SEQ_SLOT_BITS). */
static inline __attribute__((always_inline)) unsigned int
__xasync_seq_slot_shift(unsigned int event_bits) {
  return (event_bits & (XASYNC_SEQ_SLOTS - 1)) * 3;
}

/* The event a fresh copy would return now. */
static inline __attribute__((always_inline)) unsigned int
__xasync_seq_fresh_event(__xasync_seq_state s) {
  return XASYNC_SEQ_EVENT_TAG | __xasync_seq_slot_value(s);
}

/* One copy call: updates *s, returns the event bits to hand back.  The
 * copy's seq mod 8 goes to its chain's slot (a fresh copy's own). */
static inline __attribute__((always_inline)) unsigned int
__xasync_seq_next(__xasync_seq_state *s, unsigned int event_bits) {
  const unsigned int now = __xasync_seq_slot_value(*s);
  const unsigned int bits =
      event_bits ? event_bits : __xasync_seq_fresh_event(*s);
  const unsigned int shift = __xasync_seq_slot_shift(bits);
  /* (With four slots the carry out of seq leaves the 16 bits the target
   * stores; every reader masks seq.) */
  s->word = (s->word & ~(7u << shift)) + (now << shift) +
            (1u << XASYNC_SEQ_SHIFT);
  return bits;
}

/* How many of the newest groups may stay pending once every copy of the
 * event's chain is complete (at most `allowed`).  Not one of our events
 * (0, foreign) -> 0. */
static inline __attribute__((always_inline)) unsigned int
__xasync_seq_allowed(__xasync_seq_state s, unsigned int event_bits,
                    unsigned int allowed) {
  if (event_bits == XASYNC_SEQ_DONE_EVENT)
    return allowed;
  if (!XASYNC_SEQ_COUNTED(event_bits))
    return 0;
  const unsigned int newest = (s.word >> __xasync_seq_slot_shift(event_bits)) & 7;
  const unsigned int d = (__xasync_seq_slot_value(s) - 1 - newest) & 7;
  return d < allowed ? d : allowed;
}

/* N for a wait on n events: the minimum over them of
 * __xasync_seq_allowed, from XASYNC_SEQ_MAX_PENDING down.  BITS(i) yields
 * event i's bits (a target converts its event_t, the host model passes its
 * own), so every target and the host model run this one loop. */
#define __XASYNC_SEQ_ALLOWED_FOR(out, s, n, BITS)                              \
  do {                                                                         \
    (out) = XASYNC_SEQ_MAX_PENDING;                                            \
    for (int i_ = 0; i_ < (int)(n); ++i_)                                      \
      (out) = __xasync_seq_allowed((s), BITS(i_), (out));                      \
  } while (0)

/* What a wait on n events needs before any state: `counted` is non-zero
 * where one of them is a copy of the sequence (then N comes from the state,
 * __XASYNC_SEQ_ALLOWED_FOR), `all` where one is not DONE (so, without a
 * counted one, every group is waited for; with only DONE events, none). */
#define __XASYNC_SEQ_CLASSIFY(counted, all, n, BITS)                           \
  do {                                                                         \
    (counted) = 0;                                                             \
    (all) = 0;                                                                 \
    for (int i_ = 0; i_ < (int)(n); ++i_) {                                    \
      const unsigned int b_ = BITS(i_);                                        \
      (counted) |= XASYNC_SEQ_COUNTED(b_);                                     \
      (all) |= b_ != XASYNC_SEQ_DONE_EVENT;                                    \
    }                                                                          \
  } while (0)

/* A wait for N in 0..XASYNC_SEQ_MAX_PENDING: the targets' instructions
 * take N as an immediate (cp.async.wait_group, wait.asyncmark), hence a
 * switch; WAIT_N(k) waits leaving k groups pending, WAIT_ALL for none. */
#define __XASYNC_SEQ_WAIT_SWITCH(n, WAIT_N, WAIT_ALL)                          \
  do {                                                                         \
    switch (n) {                                                               \
    case 7: WAIT_N(7); break;                                                  \
    case 6: WAIT_N(6); break;                                                  \
    case 5: WAIT_N(5); break;                                                  \
    case 4: WAIT_N(4); break;                                                  \
    case 3: WAIT_N(3); break;                                                  \
    case 2: WAIT_N(2); break;                                                  \
    case 1: WAIT_N(1); break;                                                  \
    default: WAIT_ALL; break;                                                  \
    }                                                                          \
  } while (0)
#if XASYNC_SEQ_MAX_PENDING != 7
#error "__XASYNC_SEQ_WAIT_SWITCH needs a case for every N up to XASYNC_SEQ_MAX_PENDING"
#endif

#endif
