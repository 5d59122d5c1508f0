/* Host simulation of the amdgcn copy engine (amdgcn/copy_engine.cl, built
 * for x86 with Inputs/sim/builtins.h standing in for the amdgcn builtins).
 *
 * A work-group is run one work-item at a time; work-item r is lane r % W
 * of wave r / W (flat ids, x fastest).  The simulated instructions keep
 * the hardware's rules: a gfx9 LDS DMA lane writes `size` bytes at
 * base + lane * (size > 4 ? 16 : 4), readfirstlane returns the first
 * lane's value.  Random 3D3D copies (both directions, odd sizes, offsets,
 * strides, work-group shapes) are checked against the spec byte for byte
 * over the whole buffers, so a byte written outside the destination, a
 * byte missed, or a value that should have been wave-uniform and was not,
 * all fail.  Each case also checks that the DMA path is taken when the
 * copy is exactly aligned and never when it cannot be.
 *
 * Usage: sim <gfx9|gfx950|gfx1250> <cases> [asyncmark] */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "xasync/internal/event_seq.h"

typedef void *event_t;
event_t sim_copy_to_local(void *, size_t, const void *, size_t, size_t, size_t,
                          size_t, size_t, size_t, size_t, size_t, size_t,
                          event_t);
event_t sim_copy_to_global(void *, size_t, const void *, size_t, size_t,
                           size_t, size_t, size_t, size_t, size_t, size_t,
                           size_t, event_t);

enum { GFX9, GFX950, GFX1250 };
static int target;
static unsigned W;              /* wave size */
static size_t lsz[3], lid[3];   /* work-group shape, current work-item */
static unsigned cur_lane, cur_wave;
static long errors;

/* ---- work-item functions the library calls (device-libs on a GPU) ---- */
size_t sim_get_local_size(unsigned d) __asm__("_Z14get_local_sizej");
size_t sim_get_local_size(unsigned d) { return d < 3 ? lsz[d] : 1; }
size_t sim_get_local_id(unsigned d) __asm__("_Z12get_local_idj");
size_t sim_get_local_id(unsigned d) { return d < 3 ? lid[d] : 0; }

/* ---- lanes and uniformity ---- */
#define MAX_WAVES 64
static int *rfl_vals[MAX_WAVES];
static size_t rfl_len[MAX_WAVES], rfl_cap[MAX_WAVES], rfl_seq;
static long rfl_mismatch, rfl_extra;

unsigned sim_wavefrontsize(void) { return W; }
static unsigned popc(uint64_t x) { return (unsigned)__builtin_popcountll(x); }
unsigned sim_mbcnt_lo(unsigned m) {
  unsigned below = cur_lane < 32 ? cur_lane : 32;
  return popc(m & ((1ull << below) - 1));
}
unsigned sim_mbcnt_hi(unsigned m) {
  unsigned below = cur_lane > 32 ? cur_lane - 32 : 0;
  return popc(m & ((1ull << below) - 1));
}
/* Lane 0 runs first and records; later lanes must compute the same. */
int sim_readfirstlane(int v) {
  size_t k = rfl_seq++;
  if (k > (1u << 22)) { /* no case needs this many: a loop that never ends */
    fprintf(stderr, "runaway copy loop\n");
    exit(3);
  }
  if (cur_lane == 0) {
    if (rfl_len[cur_wave] == rfl_cap[cur_wave]) {
      rfl_cap[cur_wave] = rfl_cap[cur_wave] * 2 + 64;
      rfl_vals[cur_wave] =
          realloc(rfl_vals[cur_wave], rfl_cap[cur_wave] * sizeof(int));
    }
    rfl_vals[cur_wave][rfl_len[cur_wave]++] = v;
    return v;
  }
  if (k >= rfl_len[cur_wave]) {
    rfl_extra++;
    return v;
  }
  if (rfl_vals[cur_wave][k] != v)
    rfl_mismatch++;
  return rfl_vals[cur_wave][k];
}

/* ---- memories ---- */
#define LDS_BYTES (64 * 1024)
#define GLOB_BYTES (1 << 20)
#define GUARD 256
static unsigned char lds_mem[LDS_BYTES + 2 * GUARD] __attribute__((aligned(256)));
static unsigned char glob_mem[GLOB_BYTES + 2 * GUARD] __attribute__((aligned(256)));
static long dma_ops[17], marks;
static int asyncmark_build;
static long cases_x3; /* cases that used gfx950's 12-byte form */

static void check_lds(const void *p, unsigned n) {
  const unsigned char *c = p;
  if (c < lds_mem || c + n > lds_mem + sizeof lds_mem) {
    fprintf(stderr, "LDS access outside the simulated LDS\n");
    exit(2);
  }
}
void sim_load_lds(const void *g, void *lds, unsigned size) {
  void *dst = (unsigned char *)lds + cur_lane * (size > 4 ? 16u : 4u);
  check_lds(dst, size);
  memcpy(dst, g, size);
  dma_ops[size]++;
}
void sim_async_load(const void *g, void *l, unsigned size) {
  check_lds(l, size);
  memcpy(l, g, size);
  dma_ops[size]++;
}
void sim_async_store(void *g, void *l, unsigned size) {
  check_lds(l, size);
  memcpy(g, l, size);
  dma_ops[size]++;
}
/* ---- asyncmark queue and per-wave event state ----
 * Each work-item's marks are numbered 0, 1, ... in issue order;
 * wait.asyncmark(N) completes all but the N newest (item_done: marks below
 * it are complete).  The wave's state word (amdgcn_state.ll) is kept per
 * work-item: lanes run in lockstep on the GPU, so every lane of a wave
 * must see and store the same word, which run_case checks. */
#define MAX_ITEMS 1024
static size_t cur_rank;
static unsigned item_state[MAX_ITEMS];
static long item_marks[MAX_ITEMS], item_done[MAX_ITEMS], state_errors;
void sim_asyncmark(void) __asm__("llvm.amdgcn.asyncmark");
void sim_asyncmark(void) { marks++, item_marks[cur_rank]++; }
void sim_wait_asyncmark(unsigned short n) __asm__("llvm.amdgcn.wait.asyncmark");
void sim_wait_asyncmark(unsigned short n) {
  if (item_marks[cur_rank] - n > item_done[cur_rank])
    item_done[cur_rank] = item_marks[cur_rank] - n;
}
unsigned sim_state_load(unsigned wave) __asm__("__xasync_amd_state_load");
unsigned sim_state_load(unsigned wave) {
  state_errors += wave != cur_wave;
  return item_state[cur_rank];
}
void sim_state_store(unsigned wave, unsigned v) __asm__("__xasync_amd_state_store");
void sim_state_store(unsigned wave, unsigned v) {
  state_errors += wave != cur_wave;
  item_state[cur_rank] = v;
}
event_t sim_make_event(unsigned bits) __asm__("__xasync_amd_make_event");
event_t sim_make_event(unsigned bits) { return (event_t)(uintptr_t)bits; }
unsigned sim_event_bits(event_t e) __asm__("__xasync_amd_event_bits");
unsigned sim_event_bits(event_t e) { return (unsigned)(uintptr_t)e; }
void sim_wait(int n, event_t *list);
void sim_load_async_lds(const void *g, void *l, unsigned size, int o,
                        unsigned a) __asm__("llvm.amdgcn.global.load.async.lds");
void sim_load_async_lds(const void *g, void *l, unsigned size, int o,
                        unsigned a) {
  (void)o, (void)a;
  sim_load_lds(g, l, size);
}

/* ---- random cases ---- */
static uint64_t rng = 0x9e3779b97f4a7c15ull;
static unsigned rnd(unsigned n) {
  rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
  return (unsigned)(rng % n);
}

typedef struct {
  int to_global;
  size_t elem, per_line, lines, planes;
  size_t src_off, src_line, src_plane, dst_off, dst_line, dst_plane;
  size_t src_base, dst_base; /* byte offsets into the memories */
} copy_case;

static size_t extent(size_t off, size_t line, size_t plane, const copy_case *c) {
  return (off + (c->planes - 1) * plane + (c->lines - 1) * line +
          c->per_line) * c->elem;
}

static void pick(copy_case *c) {
  static const size_t elems[] = {1, 2, 3, 4, 4, 4, 8, 12, 16, 16, 6, 32};
  for (;;) {
    memset(c, 0, sizeof *c);
    c->to_global = rnd(2);
    c->elem = elems[rnd(sizeof elems / sizeof elems[0])];
    c->per_line = 1 + rnd(rnd(4) ? 24 : 300);
    c->lines = 1 + rnd(rnd(3) ? 6 : 40);
    c->planes = rnd(3) ? 1 : 1 + rnd(4);
    c->src_line = c->per_line + (rnd(3) ? 0 : rnd(6));
    c->dst_line = c->per_line + (rnd(3) ? 0 : rnd(6));
    c->src_plane = c->lines * c->src_line + (rnd(2) ? 0 : rnd(5));
    c->dst_plane = c->lines * c->dst_line + (rnd(2) ? 0 : rnd(5));
    c->src_off = rnd(4) ? 0 : rnd(9);
    c->dst_off = rnd(4) ? 0 : rnd(9);
    c->src_base = GUARD + (rnd(4) ? 0 : rnd(4)) + 64 * rnd(4);
    c->dst_base = GUARD + (rnd(4) ? 0 : rnd(4)) + 64 * rnd(4);
    if (rnd(5) == 0) { /* 12-byte lines into 16-byte LDS lines, mostly */
      c->to_global = rnd(4) == 0;
      c->elem = 4, c->per_line = 3, c->lines = 1 + rnd(rnd(2) ? 8 : 200);
      c->src_line = 3 + rnd(3), c->dst_line = 4;
      c->src_plane = c->lines * c->src_line + rnd(3);
      c->dst_plane = c->lines * 4 + 4 * rnd(2) + (rnd(4) ? 0 : 1);
      c->dst_off = 4 * rnd(3) + (rnd(6) ? 0 : 1);
      c->dst_base = GUARD + 64 * rnd(4) + (rnd(6) ? 0 : 4);
    }
    size_t lds_ext = c->to_global
                         ? c->src_base + extent(c->src_off, c->src_line, c->src_plane, c)
                         : c->dst_base + extent(c->dst_off, c->dst_line, c->dst_plane, c);
    size_t glob_ext = c->to_global
                          ? c->dst_base + extent(c->dst_off, c->dst_line, c->dst_plane, c)
                          : c->src_base + extent(c->src_off, c->src_line, c->src_plane, c);
    if (lds_ext <= GUARD + LDS_BYTES && glob_ext <= GUARD + GLOB_BYTES)
      return;
  }
}

static void pick_group(void) {
  static const size_t shapes[][3] = {
      {64, 1, 1}, {128, 1, 1}, {256, 1, 1}, {192, 1, 1}, {16, 16, 1},
      {8, 8, 4},  {32, 2, 1},  {96, 1, 1},  {100, 1, 1}, {32, 1, 1},
      {1024, 1, 1}, {7, 3, 2}};
  memcpy(lsz, shapes[rnd(sizeof shapes / sizeof shapes[0])], sizeof lsz);
}

/* Must the engine use DMA (1), must it not (0), or may it go either way
 * (-1, when merging dense lines can change the alignment it sees)? */
static int expected_dma(const copy_case *c, size_t team, uintptr_t src,
                        uintptr_t dst) {
  size_t total = c->elem * c->per_line * c->lines * c->planes;
  if (team % W || (target != GFX1250 && c->to_global) || (src | dst | total) % 4)
    return 0;
  size_t a = c->elem * c->per_line | src | dst;
  if (c->lines > 1) a |= (c->src_line | c->dst_line) * c->elem;
  if (c->planes > 1) a |= (c->src_plane | c->dst_plane) * c->elem;
  return a % 4 == 0 ? 1 : -1;
}

static void enter_item(size_t r) {
  lid[0] = r % lsz[0], lid[1] = r / lsz[0] % lsz[1], lid[2] = r / lsz[0] / lsz[1];
  cur_lane = (unsigned)(r % W), cur_wave = (unsigned)(r / W);
  cur_rank = r;
  rfl_seq = 0;
}

static void random_state(size_t team) {
  for (size_t r = 0; r < team; ++r)
    item_state[r] = r % W ? item_state[r - 1] : rnd(1u << 16) ^ rnd(1u << 16) << 16;
}

static int run_case(const copy_case *c, long n) {
  const size_t team = lsz[0] * lsz[1] * lsz[2];
  unsigned char *lds = lds_mem, *glob = glob_mem;
  for (size_t i = 0; i < sizeof lds_mem; ++i) lds_mem[i] = (unsigned char)rnd(256);
  /* Fresh bytes wherever this case reads or writes global memory. */
  size_t glob_end = GUARD + (c->to_global ? c->dst_base : c->src_base) +
                    (c->to_global ? extent(c->dst_off, c->dst_line, c->dst_plane, c)
                                  : extent(c->src_off, c->src_line, c->src_plane, c));
  for (size_t i = 0; i < glob_end; ++i) glob_mem[i] = (unsigned char)rnd(256);
  unsigned char *src_mem = c->to_global ? lds : glob;
  unsigned char *dst_mem = c->to_global ? glob : lds;
  size_t dst_size = c->to_global ? sizeof glob_mem : sizeof lds_mem;
  size_t src_size = c->to_global ? sizeof lds_mem : sizeof glob_mem;
  unsigned char *expect = malloc(dst_size), *src_copy = malloc(src_size);
  memcpy(expect, dst_mem, dst_size);
  memcpy(src_copy, src_mem, src_size);
  /* The spec, element by element. */
  for (size_t p = 0; p < c->planes; ++p)
    for (size_t l = 0; l < c->lines; ++l)
      memcpy(expect + c->dst_base +
                 (c->dst_off + p * c->dst_plane + l * c->dst_line) * c->elem,
             src_mem + c->src_base +
                 (c->src_off + p * c->src_plane + l * c->src_line) * c->elem,
             c->per_line * c->elem);

  unsigned char *sp = src_mem + c->src_base, *dp = dst_mem + c->dst_base;
  int want = expected_dma(c, team, (uintptr_t)(sp + c->src_off * c->elem),
                          (uintptr_t)(dp + c->dst_off * c->elem));
  memset(dma_ops, 0, sizeof dma_ops);
  for (unsigned w = 0; w < MAX_WAVES; ++w) rfl_len[w] = 0;
  rfl_mismatch = rfl_extra = 0;
  long marks_per_item = -1, fail = 0;
  event_t in = rnd(2) ? 0 : (event_t)(uintptr_t)0x1230, first_out = 0;
  /* Uninitialised LDS: any state word, the same for a wave's lanes. */
  random_state(team);
  state_errors = 0;
  for (size_t r = 0; r < team; ++r) {
    enter_item(r);
    const unsigned fresh =
        __xasync_seq_fresh_event(__xasync_seq_unpack(item_state[r]));
    marks = 0;
    event_t out = c->to_global
        ? sim_copy_to_global(dp, c->dst_off, sp, c->src_off, c->elem, c->per_line,
                             c->lines, c->planes, c->src_line, c->src_plane,
                             c->dst_line, c->dst_plane, in)
        : sim_copy_to_local(dp, c->dst_off, sp, c->src_off, c->elem, c->per_line,
                            c->lines, c->planes, c->src_line, c->src_plane,
                            c->dst_line, c->dst_plane, in);
    if (in && out != in) fail |= 1; /* chaining: event returned unchanged */
    /* A fresh event names the copy's sequence number (asyncmark build) or
     * is the passed 0 (stateless events); a wave's lanes get the same. */
    if (!in && out != (asyncmark_build ? (event_t)(uintptr_t)fresh : 0))
      fail |= 256;
    /* Per wave: each wave's state word starts undefined, so waves may
     * number the same copy differently (as nvptx's warps may). */
    if (cur_lane == 0) first_out = out;
    else if (out != first_out) fail |= 256;
    if (cur_lane != 0 && rfl_seq != rfl_len[cur_wave]) rfl_extra++;
    if (marks_per_item < 0) marks_per_item = marks;
    else if (marks != marks_per_item) fail |= 2;
  }
  long ops = 0;
  for (int s = 0; s <= 16; ++s) ops += dma_ops[s];
  if (memcmp(expect, dst_mem, dst_size)) fail |= 4;
  if (memcmp(src_copy, src_mem, src_size)) fail |= 8;
  if (rfl_mismatch || rfl_extra) fail |= 16;
  if ((want == 1 && !ops) || (want == 0 && ops)) fail |= 32;
  /* Asyncmark build: one mark per work-item per copy, DMA or not (every
   * case moves bytes), none otherwise. */
  if (marks_per_item != (asyncmark_build ? 1 : 0)) fail |= 64;
  /* Lockstep: the lanes of a wave end with the same state word. */
  for (size_t r = 0; r < team; ++r)
    if (item_state[r] != item_state[r - r % W]) fail |= 512;
  if (state_errors) fail |= 512;
  /* gfx950 12-byte lines into 16-byte lines: the 12-byte form only. */
  if (target == GFX950 && want == 1 && !c->to_global && c->elem * c->per_line == 12 &&
      c->dst_line * c->elem == 16 && c->lines > 1 &&
      (uintptr_t)(dp + c->dst_off * c->elem) % 16 == 0 &&
      (c->planes == 1 || c->dst_plane * c->elem % 16 == 0) &&
      (!dma_ops[12] || dma_ops[4] || dma_ops[16]))
    fail |= 128;
  if (fail) {
    errors++;
    if (errors <= 10)
      fprintf(stderr,
              "case %ld FAILED (%#lx): %s elem=%zu per_line=%zu lines=%zu "
              "planes=%zu src(off=%zu line=%zu plane=%zu base=%zu) dst(off=%zu "
              "line=%zu plane=%zu base=%zu) group=%zux%zux%zu want=%d ops=%ld\n",
              n, fail, c->to_global ? "to_global" : "to_local", c->elem,
              c->per_line, c->lines, c->planes, c->src_off, c->src_line,
              c->src_plane, c->src_base, c->dst_off, c->dst_line, c->dst_plane,
              c->dst_base, lsz[0], lsz[1], lsz[2], want, ops);
  }
  free(expect);
  free(src_copy);
  if (dma_ops[12]) ++cases_x3;
  return want == 1 ? 1 : 0;
}

/* ---- double buffering through wait_group_events (asyncmark build) ----
 * Copy tile k+1 (per_tile copies, the later ones chained), wait for tile
 * k, for `tiles` tiles, from random state; the copies take the DMA path or
 * (misaligned source) the generic one.  Safety: after each wait every mark
 * of tile k's copies is complete in every work-item.  Progress: tile
 * k+1's marks are still pending. */
static long db_waits, db_kept, db_unsafe, db_errors;
static long mk[2][2][MAX_ITEMS]; /* [tile & 1][copy][item]: its mark */

static void begin_step(void) {
  for (unsigned w = 0; w < MAX_WAVES; ++w) rfl_len[w] = 0;
}

/* Issues one tile's copies; ev[r] is work-item r's event for the tile. */
static void issue_tile(int tile, int per_tile, size_t team, event_t *ev) {
  for (int c = 0; c < per_tile; ++c) {
    const int dma = rnd(4) != 0;
    unsigned char *dst = lds_mem + GUARD + (tile & 1) * 1024 + c * 256;
    const unsigned char *src = glob_mem + GUARD + tile * 512 + c * 256 + !dma;
    begin_step();
    for (size_t r = 0; r < team; ++r) {
      enter_item(r);
      const long before = item_marks[r];
      event_t out = sim_copy_to_local(dst, 0, src, 0, 4, 16, 4, 1, 16, 0, 16,
                                      0, c ? ev[r] : 0);
      if (item_marks[r] != before + 1) db_errors++; /* one mark per copy */
      mk[tile & 1][c][r] = before;
      if (c && out != ev[r]) db_errors++; /* a chained event comes back */
      ev[r] = out;
      if (cur_lane && out != ev[r - 1]) db_errors++; /* uniform in a wave */
    }
  }
}

static void double_buffering(int per_tile, int runs, int tiles) {
  for (int run = 0; run < runs; ++run) {
    pick_group();
    const size_t team = lsz[0] * lsz[1] * lsz[2];
    random_state(team);
    memset(item_marks, 0, sizeof item_marks);
    memset(item_done, 0, sizeof item_done);
    rfl_mismatch = rfl_extra = state_errors = 0;
    static event_t ev[2][MAX_ITEMS];
    issue_tile(0, per_tile, team, ev[0]);
    for (int k = 0; k < tiles; ++k) {
      if (k + 1 < tiles) issue_tile(k + 1, per_tile, team, ev[(k + 1) & 1]);
      begin_step();
      for (size_t r = 0; r < team; ++r) {
        enter_item(r);
        sim_wait(1, &ev[k & 1][r]);
      }
      int kept = 1;
      for (size_t r = 0; r < team; ++r)
        for (int c = 0; c < per_tile; ++c) {
          if (mk[k & 1][c][r] >= item_done[r]) db_unsafe++;
          if (k + 1 < tiles && mk[(k + 1) & 1][c][r] < item_done[r]) kept = 0;
        }
      if (k + 1 < tiles) db_waits++, db_kept += kept;
    }
    if (rfl_mismatch || rfl_extra || state_errors) db_errors++;
  }
}

int main(int argc, char **argv) {
  if (argc < 3) return 2;
  target = !strcmp(argv[1], "gfx1250") ? GFX1250 : !strcmp(argv[1], "gfx950") ? GFX950 : GFX9;
  W = target == GFX1250 ? 32 : 64;
  asyncmark_build = argc > 3 && !strcmp(argv[3], "asyncmark");
  long cases = atol(argv[2]), dma = 0;
  for (long n = 0; n < cases; ++n) {
    copy_case c;
    pick(&c);
    pick_group();
    dma += run_case(&c, n);
  }
  printf("%s: %ld cases, %ld must use DMA, %ld used the 12-byte form, %ld failed\n",
         argv[1], cases, dma, cases_x3, errors);
  for (int per_tile = 1; asyncmark_build && per_tile <= 2; ++per_tile) {
    db_waits = db_kept = db_unsafe = db_errors = 0;
    double_buffering(per_tile, 40, 12);
    printf("double buffering, %d copies per tile: %ld waits, %ld unsafe, "
           "%ld errors, next tile in flight in %.1f%%\n", per_tile, db_waits,
           db_unsafe, db_errors, 100.0 * db_kept / db_waits);
    if (db_unsafe || db_errors || db_kept < db_waits * 9 / 10) errors++;
  }
  return errors != 0;
}
