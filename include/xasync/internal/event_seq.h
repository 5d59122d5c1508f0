/* Event and sequence arithmetic shared by the targets whose copies are
 * tracked by in-order groups that a wait may leave partly in flight
 * (nvptx: cp.async groups and cp.async.wait_group N; amdgcn with LLVM 23+:
 * asyncmarks and wait.asyncmark N).  Pure (no intrinsics, plain C or
 * OpenCL C) so tests/codegen/nvptx/event-model.test can check it on the
 * host against a model of the group queue; each target keeps the state
 * word in memory itself.
 *
 * Every copy call that moves bytes commits exactly one group in every
 * work-item and takes sequence number `seq` (mod 256); a fresh event is
 * XASYNC_SEQ_EVENT_TAG | seq.  A chain (non-zero event passed in, returned
 * unchanged) is named by its first copy's seq; the state remembers the
 * most recently extended chain (`head`, with `tail` its newest copy) and
 * `other`, the newest copy of every chain extended before it, so waiting
 * on head s needs the groups up to tail if s == head, else up to
 * max(s, other).  All arithmetic is mod 256 and only ever *shortens*
 * distances, so wrapped or undefined (uninitialised shared memory) values
 * make a wait wait for more, never for less. */
#ifndef XASYNC_INTERNAL_EVENT_SEQ_H
#define XASYNC_INTERNAL_EVENT_SEQ_H

/* Largest N a wait gives cp.async.wait_group / wait.asyncmark: at most
 * this many newer copies stay in flight across a wait (double/triple
 * buffering with chains). */
#define XASYNC_SEQ_MAX_PENDING 7
#define XASYNC_SEQ_EVENT_TAG 0x100u

typedef struct {
  unsigned int seq;   /* next sequence number */
  unsigned int head;  /* first copy of the most recently extended chain */
  unsigned int tail;  /* newest copy of that chain */
  unsigned int other; /* newest copy of any chain extended before it */
} __xasync_seq_state;

static inline __attribute__((always_inline)) __xasync_seq_state
__xasync_seq_unpack(unsigned int word) {
  __xasync_seq_state s = {word & 255, (word >> 8) & 255, (word >> 16) & 255,
                         word >> 24};
  return s;
}

static inline __attribute__((always_inline)) unsigned int
__xasync_seq_pack(__xasync_seq_state s) {
  return (s.seq & 255) | (s.head & 255) << 8 | (s.tail & 255) << 16 |
         (s.other & 255) << 24;
}

/* One copy call: updates *s, returns the event bits to hand back. */
static inline __attribute__((always_inline)) unsigned int
__xasync_seq_next(__xasync_seq_state *s, unsigned int event_bits) {
  const unsigned int seq = s->seq & 255;
  unsigned int result = event_bits;
  if (event_bits == 0) {
    result = XASYNC_SEQ_EVENT_TAG | seq;
  } else {
    const unsigned int head = event_bits & 255;
    if (head != s->head) {
      s->other = s->tail;
      s->head = head;
    }
    s->tail = seq;
  }
  s->seq = (seq + 1) & 255;
  return result;
}

/* How many of the newest groups may stay pending once every copy of the
 * events is complete.  Not one of our events (0, foreign) -> 0. */
static inline __attribute__((always_inline)) unsigned int
__xasync_seq_allowed(__xasync_seq_state s, unsigned int event_bits,
                    unsigned int allowed) {
  const unsigned int last = s.seq - 1; /* newest committed group */
  if ((event_bits >> 8) != (XASYNC_SEQ_EVENT_TAG >> 8))
    return 0;
  const unsigned int head = event_bits & 255;
  const unsigned int bound = head == s.head ? s.tail : s.other;
  const unsigned int d_head = (last - head) & 255;
  const unsigned int d_bound = (last - bound) & 255;
  if (d_head < allowed)
    allowed = d_head;
  if (d_bound < allowed)
    allowed = d_bound;
  return allowed;
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
