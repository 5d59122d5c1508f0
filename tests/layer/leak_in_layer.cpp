// Linked only into xasync-layer-asan-leaky, the leak checker's own test: a
// block allocated in the layer's library and lost, which LeakSanitizer must
// report despite lsan.supp.
namespace {
struct Lost {
  Lost() {
    volatile char *lost = new char[4243];
    lost[0] = 1;
  }
} lost;
} // namespace
