// xasync-nvptx-private-state: an LLVM pass plugin (clang -fpass-plugin=)
// that keeps the nvptx library's copy state in registers where the
// compiler sees the whole kernel (docs/nvptx.md, "The state in registers").
//
// The library keeps the state in shared memory (nvptx_state.ll) because a
// library function has no other place for a per-work-item variable that
// lives across calls.  Once the library is inlined into a kernel body, the
// kernel body is that place.  After the inliner (the optimiser's first
// extension point) the pass
//   - inlines into their callers the functions that touch the state and
//     are not kernel bodies (helpers left out of line), until only kernel
//     bodies do: each then sees every copy and wait of its kernel;
//   - gives each kernel body a private copy of the state (an alloca, 0 at
//     entry: shared memory starts undefined and any initial value is
//     correct) and drops the warp barriers that protected the shared words
//     (marked !xasync.state);
//   - splits the kernel body's small arrays of pointers (events) indexed at
//     run time into one variable per element;
//   - gives the module's __local arrays 16-byte alignment (the shared
//     words used to place them there);
//   - then SROA and the scalar clean-ups put the state into registers;
//   - then folds the library's hooks (nvptx_hooks.ll) where the whole
//     kernel shows their answer: a wait's event whose every possible
//     value is a counted event (or undefined) needs no classification,
//     a kernel that never sets the bulk mark has none to test, and a
//     wait whose N every path agrees on (an interpreter of the kernel
//     body, WaitN below) waits with that N as an immediate.  From the
//     start of the pipeline to here the hooks are calls of declarations
//     (the pipeline-start pass below); every hook call left becomes its
//     plain operation.
// Where a state address escapes, or a function that touches the state
// cannot be inlined (its address is taken), it changes nothing: the
// shared-memory state is correct everywhere.  The compile it runs in must
// produce the program's final code (PTX): a module linked with others
// later could call a helper whose state this pass made private.
// The plugin also unrolls a user's loop of a few copies (copy_loops.cpp).
#include "copy_loops.h"

#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/IntrinsicsNVPTX.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/ConstantFolding.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/Analysis/Utils/Local.h"
#include "llvm/Passes/PassBuilder.h"
#if __has_include("llvm/Plugins/PassPlugin.h")
#include "llvm/Plugins/PassPlugin.h" // LLVM 22
#else
#include "llvm/Passes/PassPlugin.h"
#endif
#include "llvm/Transforms/Scalar/EarlyCSE.h"
#include "llvm/Transforms/Scalar/JumpThreading.h"
#include "llvm/IR/CFG.h"
#include "llvm/Transforms/Scalar/GVN.h"
#include "llvm/Transforms/Scalar/SCCP.h"
#include "llvm/Transforms/Scalar/SROA.h"
#include "llvm/Transforms/Scalar/SimplifyCFG.h"
#include "llvm/Transforms/InstCombine/InstCombine.h"
#include "llvm/Transforms/IPO/AlwaysInliner.h"
#include "llvm/Support/KnownBits.h"
#include <cstdlib>
#include <map>
#include <optional>
#include <set>
#include <string>

using namespace llvm;

namespace {

const char *const StateNames[] = {"__xasync_nv_wi_state",
                                  "__xasync_nv_counted"};

bool isKernel(const Function &F) {
  return F.getCallingConv() == CallingConv::PTX_Kernel;
}

// A kernel body: a kernel, or a function called only directly from
// kernels that do not touch the state themselves (clang's entry stubs).
// A function no one calls (a helper left behind by inlining) counts as
// one: in the program this compile produces nothing can call it, and any
// state it gets is its own.
bool isKernelBody(const Function &F, const SmallPtrSetImpl<Function *> &Users) {
  if (isKernel(F) || F.use_empty())
    return true;
  if (F.hasAddressTaken())
    return false;
  for (const Use &U : F.uses()) {
    const auto *CB = dyn_cast<CallBase>(U.getUser());
    if (!CB || !CB->isCallee(&U))
      return false;
    const Function *Caller = CB->getFunction();
    if (!isKernel(*Caller) || Users.contains(Caller))
      return false;
  }
  return true;
}

// XASYNC_NVPTX_STATE_VERBOSE=1: say on stderr why a module keeps its
// shared state (for the codegen tests and for users who wonder).
void why(const Module &M, const Twine &Reason) {
  if (std::getenv("XASYNC_NVPTX_STATE_VERBOSE"))
    errs() << "xasync-nvptx-private-state: " << M.getSourceFileName()
           << ": state kept shared: " << Reason << "\n";
}

// The library's hooks (nvptx_hooks.ll): inline functions whose calls the
// pipeline-start pass turns into calls of declarations (no body for the
// optimiser to inline, specialise or see through; no memory, so they move
// nothing), tagged with this attribute (whose value is the hook's name),
// until the state is in registers.  Every such call is then folded or
// replaced by the hook's plain operation (plainHook), so none is left.
const char *const HookAttr = "xasync-hook";
const char *const HookNames[] = {"__xasync_nv_wait_event_bits",
                                 "__xasync_nv_mark_word",
                                 "__xasync_nv_word_marked",
                                 "__xasync_nv_wait_n",
                                 "__xasync_nv_warp_all",
                                 "__xasync_nv_copy_waited",
                                 "__xasync_nv_copy_end",
                                 "__xasync_nv_prefetch_read",
                                 "__xasync_nv_prefetch_end"};

StringRef hookOf(const CallBase &CB) {
  const Function *F = CB.getCalledFunction();
  if (!F || !F->hasFnAttribute(HookAttr))
    return "";
  return F->getFnAttribute(HookAttr).getValueAsString();
}

struct HookPass : PassInfoMixin<HookPass> {
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &) {
    bool Changed = false;
    for (const char *Name : HookNames) {
      Function *F = M.getFunction(Name);
      if (!F || F->use_empty())
        continue;
      Function *D = Function::Create(F->getFunctionType(),
                                     GlobalValue::ExternalLinkage,
                                     Twine("__xasync_nv_hook.") + Name, M);
      // copy_waited and copy_end mark where a copy starts and ends, and
      // prefetch_read and prefetch_end a prefetch: they must stay there
      // (the optimiser sinks an unused call of no memory into the block of
      // its user, past the copy's cp.async) until the plugin has read
      // them, so they write memory no one else sees.
      const StringRef N(Name);
      const bool Mark = N.starts_with("__xasync_nv_copy_") ||
                        N.starts_with("__xasync_nv_prefetch_");
      const bool WarpAll = N == "__xasync_nv_warp_all";
      if (Mark)
        D->setOnlyAccessesInaccessibleMemory();
      else
        D->setDoesNotAccessMemory();
      D->setDoesNotThrow();
      D->setWillReturn();
      D->addFnAttr(Attribute::NoCallback);
      D->addFnAttr(HookAttr, Name);
      // The warp's vote (copy_engine.cl, XASYNC_NV_WARP_IDLE) may run
      // anywhere its operand is the same: where it says "all", the
      // work-item's own operand holds (it moves nothing); where it says
      // "not all", the work-item takes the copy's usual paths.  So where it
      // runs decides speed only, and the call may be speculated: LICM takes
      // it out of a loop of calls of one length (one vote per kernel, not
      // per call) and GVN merges equal ones.
      if (WarpAll)
        D->addFnAttr(Attribute::Speculatable);
      // OpenCL C makes every call convergent, which would keep the vote in
      // place; the copy and prefetch marks are not barriers of any kind.
      if (WarpAll || Mark)
        for (User *U : F->users())
          if (auto *CB = dyn_cast<CallBase>(U))
            CB->removeFnAttr(Attribute::Convergent);
      F->replaceAllUsesWith(D);
      Changed = true;
    }
    return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
  }
};

// A hook's plain operation (nvptx_hooks.ll) in place of its call (none
// for copy_end and prefetch_end, which return nothing).
Value *plainHook(CallBase &CB) {
  IRBuilder<> B(&CB);
  const StringRef H = hookOf(CB);
  Value *A = CB.getArgOperand(0);
  if (H == "__xasync_nv_copy_waited" || H == "__xasync_nv_prefetch_read")
    return B.getInt32(0);
  if (H == "__xasync_nv_copy_end" || H == "__xasync_nv_prefetch_end")
    return nullptr;
  if (H == "__xasync_nv_wait_event_bits")
    return B.CreateTrunc(B.CreatePtrToInt(B.CreateFreeze(A), B.getInt64Ty()),
                         CB.getType());
  if (H == "__xasync_nv_mark_word")
    return B.CreateOr(A, CB.getArgOperand(1));
  if (H == "__xasync_nv_word_marked")
    return B.CreateAnd(A, CB.getArgOperand(1));
  if (H == "__xasync_nv_warp_all") {
    Value *Mask = B.CreateIntrinsic(Intrinsic::nvvm_activemask, {});
    Value *V = B.CreateIntrinsic(Intrinsic::nvvm_vote_all_sync,
                                 {Mask, B.CreateICmpNE(A, B.getInt32(0))});
    return B.CreateZExt(V, CB.getType());
  }
  return B.CreateAnd(A, 7); // wait_n
}

// A wait's N at compile time (the hook wait_n).  cp.async.wait_group takes
// N as an immediate, so a wait computes N from the state and its event and
// branches to the instruction that has it; with N a constant and no branch
// SGEMM's double-buffered kernel ran 3.4% faster on the H200, its
// synchronous one 1.7% (docs/results/h100/README.md#wait-n-2026-11-28).
// Where the state is private, the kernel body is a program over a few
// small values: the state word, the events, the flags, and the low bits of
// the counters that index the events.  This interpreter runs it over every
// path, with what it cannot know (arguments, memory, calls) unknown: a
// branch on an unknown condition takes both sides.  Each value keeps only
// the bits that can reach a wait's N or a branch the interpreter decides
// (its demanded bits), so a loop counter of which only the parity selects
// the events is two values, and the paths end.  Where every path into the
// wait's block through one predecessor gives the wait one N, that N is a
// constant there (and the wait's switch folds); where a path gives an
// unknown N or two values, nothing changes.  A loop bounded by an argument
// runs any number of times here, and a branch on the same bound inside it
// (a double-buffered loop's "fetch the next tile unless this is the last")
// could take either side in any step; so for each such branch whose
// condition scalar evolution shows false in the loop's last iteration only
// ({a,+,1} < n or != n, with n - a the loop's backedge-taken count: "not
// the last step"), the side taken on false marks the loop's current run as
// in its last iteration, and a marked run takes no backedge.
class WaitN {
  Function &F;
  LoopInfo &LI;
  ScalarEvolution &SE;
  // Branches whose condition is false in their loop's last iteration only
  // (their false side is the last step), with their loop's index in Loops.
  DenseMap<const BranchInst *, unsigned> LastStep;
  SmallVector<Loop *, 4> Loops;
  // The values the interpreter tracks: instructions computed only from
  // constants, undef and other tracked values, in the slice of a wait's N
  // or a branch condition.
  SmallVector<Instruction *, 64> Slots;
  DenseMap<const Value *, unsigned> Slot;
  SmallVector<uint64_t, 64> Demanded;
  SmallVector<CallBase *, 4> Hooks;
  size_t Steps = 0, Folds = 0;

  static unsigned widthOf(const Value *V) {
    Type *T = V->getType();
    if (T->isIntegerTy())
      return T->getIntegerBitWidth();
    if (T->isPointerTy())
      return 64;
    return 0;
  }
  static uint64_t maskOf(unsigned W) {
    return W >= 64 ? ~uint64_t(0) : (uint64_t(1) << W) - 1;
  }
  // The opcodes the interpreter evaluates.
  static bool evaluable(const Instruction *I) {
    if (widthOf(I) == 0 || widthOf(I) > 64)
      return false;
    if (isa<PHINode>(I) || isa<SelectInst>(I) || isa<FreezeInst>(I) ||
        isa<ICmpInst>(I))
      return true;
    if (const auto *C = dyn_cast<CastInst>(I)) {
      switch (C->getOpcode()) {
      case Instruction::ZExt: case Instruction::SExt: case Instruction::Trunc:
      case Instruction::PtrToInt: case Instruction::IntToPtr:
        return widthOf(C->getOperand(0)) > 0 && widthOf(C->getOperand(0)) <= 64;
      default:
        return false;
      }
    }
    if (const auto *B = dyn_cast<BinaryOperator>(I)) {
      switch (B->getOpcode()) {
      case Instruction::Add: case Instruction::Sub: case Instruction::Mul:
      case Instruction::And: case Instruction::Or: case Instruction::Xor:
      case Instruction::Shl: case Instruction::LShr: case Instruction::AShr:
      case Instruction::UDiv: case Instruction::URem:
        return true;
      default:
        return false;
      }
    }
    if (const auto *II = dyn_cast<IntrinsicInst>(I))
      return II->getIntrinsicID() == Intrinsic::umin ||
             II->getIntrinsicID() == Intrinsic::umax ||
             II->getIntrinsicID() == Intrinsic::smin ||
             II->getIntrinsicID() == Intrinsic::smax;
    if (const auto *CB = dyn_cast<CallBase>(I))
      return hookOf(*CB) == "__xasync_nv_wait_n";
    return false;
  }
  // A constant operand's value, or none.
  static std::optional<uint64_t> constantOf(const Value *V) {
    if (const auto *CI = dyn_cast<ConstantInt>(V))
      return CI->getZExtValue();
    if (isa<ConstantPointerNull>(V))
      return 0;
    if (const auto *CE = dyn_cast<ConstantExpr>(V))
      if (CE->getOpcode() == Instruction::IntToPtr)
        if (const auto *CI = dyn_cast<ConstantInt>(CE->getOperand(0)))
          return CI->getZExtValue();
    return std::nullopt;
  }

public:
  WaitN(Function &F, LoopInfo &LI, ScalarEvolution &SE)
      : F(F), LI(LI), SE(SE) {}

  // Folds the wait_n hooks it can; whether it changed F.
  bool run() {
    for (Instruction &I : instructions(F))
      if (auto *CB = dyn_cast<CallBase>(&I))
        if (hookOf(*CB) == "__xasync_nv_wait_n")
          Hooks.push_back(CB);
    if (Hooks.empty())
      return false;
    const bool Sliced = buildSlice();
    if (Sliced)
      findLastSteps();
    const bool R = Sliced && explore();
    // XASYNC_NVPTX_STATE_VERBOSE=1: what became of the waits' N.
    if (std::getenv("XASYNC_NVPTX_STATE_VERBOSE"))
      errs() << "xasync-nvptx-private-state: " << F.getName() << ": "
             << Folds << " of " << Hooks.size() << " waits' N at compile time ("
             << Slots.size() << " values, " << Steps << " steps)\n";
    return R;
  }

private:
  // Tracked: evaluable instructions whose operands are constants, undef or
  // tracked (a fixpoint from all evaluable instructions down).
  bool buildSlice() {
    SmallPtrSet<Instruction *, 32> In;
    for (Instruction &I : instructions(F))
      if (evaluable(&I))
        In.insert(&I);
    for (bool Changed = true; Changed;) {
      SmallVector<Instruction *, 32> Out;
      for (Instruction *I : In)
        for (const Use &U : I->operands()) {
          const Value *V = U.get();
          if (isa<BasicBlock>(V) || isa<Function>(V) || isa<InlineAsm>(V))
            continue;
          if (constantOf(V) || isa<UndefValue>(V))
            continue;
          if (const auto *OI = dyn_cast<Instruction>(V); OI && In.contains(OI))
            continue;
          Out.push_back(I);
          break;
        }
      for (Instruction *I : Out)
        In.erase(I);
      Changed = !Out.empty();
    }
    // Demanded bits, from the roots: the hooks' N and the conditions of
    // branches and switches that are tracked.
    DenseMap<const Instruction *, uint64_t> D;
    SmallVector<Instruction *, 64> Work;
    auto demand = [&](Value *V, uint64_t Bits) {
      auto *I = dyn_cast<Instruction>(V);
      if (!I || !In.contains(I))
        return;
      Bits &= maskOf(widthOf(I));
      auto [It, New] = D.try_emplace(I, 0);
      if (!New && (It->second | Bits) == It->second)
        return;
      It->second |= Bits;
      Work.push_back(I);
    };
    for (CallBase *H : Hooks)
      demand(H->getArgOperand(0), ~uint64_t(0));
    for (BasicBlock &BB : F) {
      if (auto *Br = dyn_cast<BranchInst>(BB.getTerminator()))
        if (Br->isConditional())
          demand(Br->getCondition(), 1);
      if (auto *Sw = dyn_cast<SwitchInst>(BB.getTerminator()))
        demand(Sw->getCondition(), ~uint64_t(0));
    }
    while (!Work.empty()) {
      Instruction *I = Work.pop_back_val();
      const uint64_t Bits = D[I];
      const uint64_t Low =
          Bits == 0 ? 0 : maskOf(64 - __builtin_clzll(Bits)); // bits 0..top
      auto all = [&](Value *V) { demand(V, ~uint64_t(0)); };
      if (auto *P = dyn_cast<PHINode>(I)) {
        for (Value *V : P->incoming_values())
          demand(V, Bits);
      } else if (auto *S = dyn_cast<SelectInst>(I)) {
        demand(S->getCondition(), 1);
        demand(S->getTrueValue(), Bits);
        demand(S->getFalseValue(), Bits);
      } else if (isa<FreezeInst>(I)) {
        demand(I->getOperand(0), Bits);
      } else if (isa<ICmpInst>(I)) {
        all(I->getOperand(0));
        all(I->getOperand(1));
      } else if (auto *C = dyn_cast<CastInst>(I)) {
        const unsigned SW = widthOf(C->getOperand(0));
        uint64_t B = Bits & maskOf(SW);
        if (C->getOpcode() == Instruction::SExt && (Bits & ~maskOf(SW)))
          B |= uint64_t(1) << (SW - 1);
        demand(C->getOperand(0), B);
      } else if (auto *Bo = dyn_cast<BinaryOperator>(I)) {
        Value *A = Bo->getOperand(0), *B = Bo->getOperand(1);
        const auto Amt = constantOf(B);
        switch (Bo->getOpcode()) {
        case Instruction::And: {
          // Bits a constant mask clears are not demanded of the other side.
          const auto CA = constantOf(A);
          demand(A, Amt ? Bits & *Amt : Bits);
          demand(B, CA ? Bits & *CA : Bits);
          break;
        }
        case Instruction::Or: {
          // Nor bits a constant sets.
          const auto CA = constantOf(A);
          demand(A, Amt ? Bits & ~*Amt : Bits);
          demand(B, CA ? Bits & ~*CA : Bits);
          break;
        }
        case Instruction::Xor:
          demand(A, Bits);
          demand(B, Bits);
          break;
        case Instruction::Add: case Instruction::Sub: case Instruction::Mul:
          demand(A, Low);
          demand(B, Low);
          break;
        case Instruction::Shl:
          if (Amt && *Amt < 64)
            demand(A, Bits >> *Amt);
          else {
            demand(A, Low);
            all(B);
          }
          break;
        case Instruction::LShr:
        case Instruction::AShr:
          if (Amt && *Amt < widthOf(I)) {
            uint64_t B2 = (Bits << *Amt) & maskOf(widthOf(I));
            if (Bo->getOpcode() == Instruction::AShr &&
                (Bits & ~(maskOf(widthOf(I)) >> *Amt)))
              B2 |= uint64_t(1) << (widthOf(I) - 1);
            demand(A, B2);
          } else {
            all(A);
            all(B);
          }
          break;
        default:
          all(A);
          all(B);
        }
      } else if (auto *CB = dyn_cast<CallBase>(I)) {
        if (isa<IntrinsicInst>(CB)) {
          all(CB->getArgOperand(0));
          all(CB->getArgOperand(1));
        } else {
          demand(CB->getArgOperand(0), Bits & 7); // wait_n: N & 7
        }
      }
    }
    for (auto &KV : D) {
      Slot[KV.first] = Slots.size();
      Slots.push_back(const_cast<Instruction *>(KV.first));
      Demanded.push_back(KV.second);
    }
    return !Slots.empty();
  }

  // A branch on `{a,+,1} < n` (unsigned with nuw, signed with nsw) or
  // `{a,+,1} != n` in its innermost loop L, n invariant in L and n - a the
  // backedge-taken count of L: iteration i of L (0 to that count) has
  // a + i < n exactly when i is not the last, so the condition is false in
  // the last iteration only, and after it L takes no backedge.
  void findLastSteps() {
    for (BasicBlock &BB : F) {
      auto *Br = dyn_cast<BranchInst>(BB.getTerminator());
      if (!Br || !Br->isConditional())
        continue;
      auto *Cmp = dyn_cast<ICmpInst>(Br->getCondition());
      Loop *L = LI.getLoopFor(&BB);
      if (!Cmp || !L || !SE.isSCEVable(Cmp->getOperand(0)->getType()))
        continue;
      const SCEV *BTC = SE.getBackedgeTakenCount(L);
      if (isa<SCEVCouldNotCompute>(BTC))
        continue;
      ICmpInst::Predicate P = Cmp->getPredicate();
      const SCEV *A = SE.getSCEV(Cmp->getOperand(0));
      const SCEV *N = SE.getSCEV(Cmp->getOperand(1));
      if (!isa<SCEVAddRecExpr>(A)) {
        std::swap(A, N);
        P = ICmpInst::getSwappedPredicate(P);
      }
      const auto *AR = dyn_cast<SCEVAddRecExpr>(A);
      if (!AR || AR->getLoop() != L || !AR->isAffine() ||
          !AR->getStepRecurrence(SE)->isOne() || !SE.isLoopInvariant(N, L))
        continue;
      if (!(P == ICmpInst::ICMP_ULT && AR->hasNoUnsignedWrap()) &&
          !(P == ICmpInst::ICMP_SLT && AR->hasNoSignedWrap()) &&
          P != ICmpInst::ICMP_NE)
        continue;
      const SCEV *Left = SE.getMinusSCEV(N, AR->getStart());
      if (Left->getType() != BTC->getType())
        Left = SE.getTruncateOrZeroExtend(Left, BTC->getType());
      if (Left != BTC)
        continue;
      const unsigned Index = find(Loops, L) - Loops.begin();
      if (Index == Loops.size())
        Loops.push_back(L);
      LastStep[Br] = Index;
    }
  }

  struct State {
    SmallVector<uint64_t, 64> V;
    SmallVector<bool, 64> Known;
    SmallVector<bool, 4> Last; // per loop of Loops: in its last iteration
  };

  // An operand's value in S (none: unknown).
  std::optional<uint64_t> get(const State &S, const Value *V) const {
    if (auto C = constantOf(V))
      return *C;
    auto It = Slot.find(V);
    if (It == Slot.end() || !S.Known[It->second])
      return std::nullopt;
    return S.V[It->second];
  }

  std::optional<uint64_t> eval(const State &S, Instruction *I) const {
    const unsigned W = widthOf(I);
    const uint64_t M = maskOf(W);
    auto op = [&](unsigned k) { return get(S, I->getOperand(k)); };
    if (auto *Sel = dyn_cast<SelectInst>(I)) {
      auto C = get(S, Sel->getCondition());
      if (!C)
        return std::nullopt;
      return get(S, (*C & 1) ? Sel->getTrueValue() : Sel->getFalseValue());
    }
    if (isa<FreezeInst>(I))
      return op(0);
    if (auto *CB = dyn_cast<CallBase>(I)) {
      if (!isa<IntrinsicInst>(CB)) { // wait_n: N & 7
        auto A = op(0);
        return A ? std::optional<uint64_t>(*A & 7) : std::nullopt;
      }
      auto A = op(0), B = op(1);
      if (!A || !B)
        return std::nullopt;
      const unsigned AW = widthOf(CB->getArgOperand(0));
      const int64_t SA = SignExtend64(*A, AW), SB = SignExtend64(*B, AW);
      switch (cast<IntrinsicInst>(CB)->getIntrinsicID()) {
      case Intrinsic::umin: return std::min(*A, *B);
      case Intrinsic::umax: return std::max(*A, *B);
      case Intrinsic::smin: return uint64_t(std::min(SA, SB)) & M;
      default: return uint64_t(std::max(SA, SB)) & M;
      }
    }
    if (auto *C = dyn_cast<CastInst>(I)) {
      auto A = op(0);
      if (!A)
        return std::nullopt;
      const unsigned SW = widthOf(C->getOperand(0));
      if (C->getOpcode() == Instruction::SExt)
        return uint64_t(SignExtend64(*A, SW)) & M;
      return *A & M;
    }
    auto A = op(0), B = op(1);
    if (!A || !B)
      return std::nullopt;
    if (auto *Cmp = dyn_cast<ICmpInst>(I)) {
      const unsigned AW = widthOf(Cmp->getOperand(0));
      const int64_t SA = SignExtend64(*A, AW), SB = SignExtend64(*B, AW);
      bool R;
      switch (Cmp->getPredicate()) {
      case ICmpInst::ICMP_EQ: R = *A == *B; break;
      case ICmpInst::ICMP_NE: R = *A != *B; break;
      case ICmpInst::ICMP_UGT: R = *A > *B; break;
      case ICmpInst::ICMP_UGE: R = *A >= *B; break;
      case ICmpInst::ICMP_ULT: R = *A < *B; break;
      case ICmpInst::ICMP_ULE: R = *A <= *B; break;
      case ICmpInst::ICMP_SGT: R = SA > SB; break;
      case ICmpInst::ICMP_SGE: R = SA >= SB; break;
      case ICmpInst::ICMP_SLT: R = SA < SB; break;
      default: R = SA <= SB; break;
      }
      return uint64_t(R);
    }
    switch (cast<BinaryOperator>(I)->getOpcode()) {
    case Instruction::Add: return (*A + *B) & M;
    case Instruction::Sub: return (*A - *B) & M;
    case Instruction::Mul: return (*A * *B) & M;
    case Instruction::And: return *A & *B;
    case Instruction::Or: return *A | *B;
    case Instruction::Xor: return *A ^ *B;
    case Instruction::Shl:
      return *B >= W ? std::nullopt : std::optional<uint64_t>((*A << *B) & M);
    case Instruction::LShr:
      return *B >= W ? std::nullopt : std::optional<uint64_t>(*A >> *B);
    case Instruction::AShr:
      return *B >= W ? std::nullopt
                     : std::optional<uint64_t>(uint64_t(SignExtend64(*A, W) >> *B) & M);
    case Instruction::UDiv:
      return *B == 0 ? std::nullopt : std::optional<uint64_t>(*A / *B);
    default: // URem
      return *B == 0 ? std::nullopt : std::optional<uint64_t>(*A % *B);
    }
  }

  void set(State &S, Instruction *I, std::optional<uint64_t> R) const {
    auto It = Slot.find(I);
    if (It == Slot.end())
      return;
    S.Known[It->second] = R.has_value();
    S.V[It->second] = R ? (*R & Demanded[It->second]) : 0;
  }

  static std::string key(const BasicBlock *BB, const BasicBlock *Pred,
                         const State &S) {
    std::string K;
    K.append(reinterpret_cast<const char *>(&BB), sizeof BB);
    K.append(reinterpret_cast<const char *>(&Pred), sizeof Pred);
    for (size_t i = 0; i < S.V.size(); ++i) {
      const uint64_t v = S.Known[i] ? S.V[i] : ~uint64_t(0);
      K.append(reinterpret_cast<const char *>(&v), sizeof v);
    }
    for (bool b : S.Last)
      K.push_back(b ? '1' : '0');
    return K;
  }

  // Every path from the entry, to the end or to a state seen before.
  bool explore() {
    // Bounds on the work and the memory of the paths' states (at most 64 MiB
    // of keys): past them nothing is folded.
    static constexpr size_t MaxSteps = 100000;
    static constexpr size_t MaxKeyBytes = size_t(64) << 20;
    size_t KeyBytes = 0;
    struct Item {
      BasicBlock *BB, *Pred;
      State S;
    };
    // Per hook and predecessor of its block: the values N took (~0: unknown).
    std::map<std::pair<CallBase *, BasicBlock *>, std::set<uint64_t>> Seen;
    std::set<std::string> Visited;
    SmallVector<Item, 64> Work;
    State S0;
    S0.V.assign(Slots.size(), 0);
    S0.Known.assign(Slots.size(), false);
    S0.Last.assign(Loops.size(), false);
    Work.push_back({&F.getEntryBlock(), nullptr, S0});
    while (!Work.empty()) {
      if (++Steps > MaxSteps)
        return false;
      Item It = Work.pop_back_val();
      std::string K = key(It.BB, It.Pred, It.S);
      KeyBytes += K.size();
      if (KeyBytes > MaxKeyBytes)
        return false;
      if (!Visited.insert(std::move(K)).second)
        continue;
      State &S = It.S;
      // A loop entered from outside starts a run: not in its last step.
      for (unsigned k = 0; k < Loops.size(); ++k)
        if (It.BB == Loops[k]->getHeader() && It.Pred &&
            !Loops[k]->contains(It.Pred))
          S.Last[k] = false;
      // The block's phis at once, from the edge taken.
      SmallVector<std::pair<Instruction *, std::optional<uint64_t>>, 8> Phis;
      for (PHINode &P : It.BB->phis())
        if (Slot.count(&P))
          Phis.push_back({&P, It.Pred ? get(S, P.getIncomingValueForBlock(It.Pred))
                                      : std::nullopt});
      for (auto &[P, R] : Phis)
        set(S, P, R);
      for (Instruction &I : *It.BB) {
        if (isa<PHINode>(I))
          continue;
        if (auto *CB = dyn_cast<CallBase>(&I))
          if (hookOf(*CB) == "__xasync_nv_wait_n") {
            auto N = get(S, CB->getArgOperand(0)); // the hook: N & 7
            Seen[{CB, It.Pred}].insert(N ? *N & 7 : ~uint64_t(0));
          }
        if (Slot.count(&I))
          set(S, &I, eval(S, &I));
      }
      Instruction *T = It.BB->getTerminator();
      // No backedge of a loop in its last step.
      auto go = [&](BasicBlock *Succ, const State &To) {
        for (unsigned k = 0; k < Loops.size(); ++k)
          if (To.Last[k] && Succ == Loops[k]->getHeader() &&
              Loops[k]->contains(It.BB))
            return;
        Work.push_back({Succ, It.BB, To});
      };
      if (auto *Br = dyn_cast<BranchInst>(T)) {
        if (Br->isUnconditional()) {
          go(Br->getSuccessor(0), S);
          continue;
        }
        auto C = get(S, Br->getCondition());
        if (!C || (*C & 1))
          go(Br->getSuccessor(0), S);
        if (!C || !(*C & 1)) {
          auto LS = LastStep.find(Br);
          if (!C && LS != LastStep.end()) {
            State Last = S;
            Last.Last[LS->second] = true;
            go(Br->getSuccessor(1), Last);
          } else {
            go(Br->getSuccessor(1), S);
          }
        }
      } else if (auto *Sw = dyn_cast<SwitchInst>(T)) {
        auto C = get(S, Sw->getCondition());
        if (C) {
          BasicBlock *To = Sw->getDefaultDest();
          for (auto &Case : Sw->cases())
            if (Case.getCaseValue()->getZExtValue() == *C)
              To = Case.getCaseSuccessor();
          go(To, S);
        } else {
          for (BasicBlock *Succ : successors(It.BB))
            go(Succ, S);
        }
      } else if (!isa<ReturnInst>(T) && !isa<UnreachableInst>(T)) {
        return false; // invoke, indirect branches: not followed
      }
    }
    bool Changed = false;
    for (CallBase *H : Hooks) {
      BasicBlock *B = H->getParent();
      SmallVector<BasicBlock *, 4> Preds(predecessors(B));
      if (Preds.empty())
        Preds.push_back(nullptr);
      // Each way into the block: one known N (a way never taken: 0, a
      // full wait).
      DenseMap<BasicBlock *, uint64_t> N;
      bool Ok = true;
      for (BasicBlock *P : Preds) {
        auto It = Seen.find({H, P});
        if (It == Seen.end()) {
          N[P] = 0;
          continue;
        }
        if (It->second.size() != 1 || *It->second.begin() == ~uint64_t(0))
          Ok = false;
        else
          N[P] = *It->second.begin();
      }
      if (!Ok)
        continue;
      Type *Ty = H->getType();
      Value *V;
      bool Same = true;
      for (BasicBlock *P : Preds)
        Same &= N[P] == N[Preds.front()];
      if (Same) {
        V = ConstantInt::get(Ty, N[Preds.front()]);
      } else {
        auto *Phi = PHINode::Create(Ty, Preds.size(), "xasync.wait.n");
        Phi->insertBefore(B->getFirstNonPHIIt());
        for (BasicBlock *P : Preds)
          Phi->addIncoming(ConstantInt::get(Ty, N[P]), P);
        V = Phi;
      }
      H->replaceAllUsesWith(V);
      H->eraseFromParent();
      Changed = true;
      ++Folds;
    }
    return Changed;
  }
};

struct Access {
  Instruction *I;
  unsigned Which; // index into StateNames
};

// Copies the kernel waits for at once (the hooks copy_waited and
// copy_end; copy_engine.cl says what such a copy does).  From each copy's
// end (its copy_end call) every path is followed through the kernel body
// with what it shows of the values on the way: a phi takes its incoming
// value from the block the path came from, a branch whose condition that
// fixes takes its side, and a side taken on X == C (`icmp eq` true,
// `icmp ne` false, a switch's case) knows X.  A path is fine where it
// reaches a full wait (cp.async.wait_group 0, wait_all: in a kernel
// without 2D2D or 3D3D copies every wait is one; with them, a wait's N
// comes later and the path fails), the kernel's end, or a side where the
// copy's count N is 0 (pocl's kernel skips its wait when it copies
// nothing); it fails at any other memory access, call or barrier (work
// the copy could overlap, or another copy), and where it comes back to a
// block it passed.  Where every path from every copy_end of a copy_waited
// is fine, and no cp.async can be in flight where the copy starts (every
// path back from its copy_waited reaches a full wait or the entry first),
// that copy_waited is 1; the rest keep their plain operation, 0.
//
// Prefetches whose work-item loads their start at once (the hooks
// prefetch_read and prefetch_end; prefetch.cl says what such a prefetch
// does) take the same walk from the prefetch's end with another goal: a
// path is fine where it loads the prefetch's address (the same value: one
// computed before the end and not again since, that plus 0, a GEP of
// such, or a phi that took such a value on the path's edge), and neutral
// where the kernel ends (a prefetch for a later kernel is not one read at
// once); a full wait, like any other memory access, call or barrier,
// fails it.  prefetch_read is 1 where every path is fine or neutral and
// one is fine.
class AtOnce {
  Function &F;
  const DataLayout &DL;
  // Whether F's return is the kernel's end: a kernel, or a function that
  // only kernels call, as their last act (clang's kernel stubs).  A helper
  // returns to work its caller does.
  const bool Body;
  using Env = DenseMap<const Value *, Constant *>;
  // Instructions a copy's paths may visit before it counts as not waited
  // at once (a kernel of many branches between a copy and its wait).
  static constexpr unsigned MaxSteps = 4096;

  static bool bodyOfKernel(const Function &F) {
    if (isKernel(F))
      return true;
    if (F.use_empty() || F.hasAddressTaken())
      return false;
    for (const Use &U : F.uses()) {
      const auto *CB = dyn_cast<CallBase>(U.getUser());
      if (!CB || !CB->isCallee(&U) || !isKernel(*CB->getFunction()))
        return false;
      const Instruction *Next = CB->getNextNode();
      if (!Next || !isa<ReturnInst>(Next))
        return false;
    }
    return true;
  }
  unsigned Steps = 0;

  // V's value on this path, where the path fixes it.
  Constant *eval(Value *V, const Env &E, unsigned Depth = 0) {
    if (auto *C = dyn_cast<Constant>(V))
      return C;
    if (auto It = E.find(V); It != E.end())
      return It->second;
    auto *I = dyn_cast<Instruction>(V);
    if (!I || Depth > 12 || isa<PHINode>(I) || I->mayReadOrWriteMemory() ||
        I->mayHaveSideEffects())
      return nullptr;
    if (isa<CallBase>(I) && !isa<IntrinsicInst>(I))
      return nullptr;
    // What one operand decides: a select's condition; a 0 that makes a
    // product, a mask or a shifted value 0 (a count of vec_size * lsize
    // with vec_size known 0).
    if (auto *Sel = dyn_cast<SelectInst>(I)) {
      auto *C = dyn_cast_or_null<ConstantInt>(eval(Sel->getCondition(), E, Depth + 1));
      return C ? eval(C->isZero() ? Sel->getFalseValue() : Sel->getTrueValue(),
                      E, Depth + 1)
               : nullptr;
    }
    if (auto *B = dyn_cast<BinaryOperator>(I)) {
      const auto Op = B->getOpcode();
      const bool Either = Op == Instruction::Mul || Op == Instruction::And;
      const bool First = Either || Op == Instruction::Shl ||
                         Op == Instruction::LShr || Op == Instruction::AShr ||
                         Op == Instruction::UDiv || Op == Instruction::SDiv;
      if (First && isZero(eval(B->getOperand(0), E, Depth + 1)))
        return Constant::getNullValue(B->getType());
      if (Either && isZero(eval(B->getOperand(1), E, Depth + 1)))
        return Constant::getNullValue(B->getType());
    }
    // Compares have a folder of their own (ConstantFoldInstOperands takes
    // none).
    if (auto *Cmp = dyn_cast<CmpInst>(I)) {
      Constant *L = eval(Cmp->getOperand(0), E, Depth + 1);
      Constant *R = L ? eval(Cmp->getOperand(1), E, Depth + 1) : nullptr;
      return R ? ConstantFoldCompareInstOperands(Cmp->getPredicate(), L, R, DL)
               : nullptr;
    }
    SmallVector<Constant *, 4> Ops;
    for (Value *O : I->operands()) {
      if (isa<Function>(O)) {
        Ops.push_back(cast<Constant>(O));
        continue;
      }
      Constant *C = eval(O, E, Depth + 1);
      if (!C)
        return nullptr;
      Ops.push_back(C);
    }
    return ConstantFoldInstOperands(I, Ops, DL);
  }

  static bool isZero(const Constant *C) {
    return C && isa<ConstantInt>(C) && cast<ConstantInt>(C)->isZero();
  }

  // Whether I lets a path go on: no memory, no side effect, or a hook or
  // a register read.
  static bool passes(const Instruction &I) {
    if (const auto *CB = dyn_cast<CallBase>(&I)) {
      if (!hookOf(*CB).empty())
        return true;
      if (const auto *IA = dyn_cast<InlineAsm>(CB->getCalledOperand()))
        return IA->getAsmString().empty(); // the library's opaque copies
      if (const auto *II = dyn_cast<IntrinsicInst>(CB))
        if (II->isAssumeLikeIntrinsic() || II->isLifetimeStartOrEnd())
          return true;
      return CB->doesNotAccessMemory() && !CB->isConvergent();
    }
    return !I.mayReadOrWriteMemory() && !I.mayHaveSideEffects();
  }

  static bool isFullWait(const CallBase &CB) {
    const auto *II = dyn_cast<IntrinsicInst>(&CB);
    if (!II)
      return false;
    if (II->getIntrinsicID() == Intrinsic::nvvm_cp_async_wait_all)
      return true;
    if (II->getIntrinsicID() == Intrinsic::nvvm_cp_async_wait_group)
      if (const auto *N = dyn_cast<ConstantInt>(II->getArgOperand(0)))
        return N->isZero();
    return false;
  }

  // Whether a cp.async may be in flight where From runs: some path back
  // from it reaches a cp.async (or a call, which may hold one) before a
  // full wait or the function's entry.  A copy made plain next to another
  // copy in flight saves nothing: the wait waits for the other.
  static bool inFlight(Instruction &From) {
    SmallVector<std::pair<BasicBlock *, Instruction *>, 8> Work{
        {From.getParent(), &From}};
    SmallPtrSet<BasicBlock *, 16> Seen;
    while (!Work.empty()) {
      auto [BB, Before] = Work.pop_back_val();
      bool Stopped = false;
      for (Instruction *I = Before ? Before->getPrevNode() : &BB->back(); I;
           I = I->getPrevNode()) {
        auto *CB = dyn_cast<CallBase>(I);
        if (!CB || !hookOf(*CB).empty())
          continue;
        if (isFullWait(*CB)) {
          Stopped = true;
          break;
        }
        if (const Function *Callee = CB->getCalledFunction();
            Callee && Callee->isIntrinsic()) {
          if (Callee->getName().starts_with("llvm.nvvm.cp.async.") &&
              !Callee->getName().starts_with("llvm.nvvm.cp.async.wait"))
            return true;
          continue;
        }
        if (const auto *IA = dyn_cast<InlineAsm>(CB->getCalledOperand()))
          if (IA->getAsmString().empty())
            continue;
        return true;
      }
      if (Stopped)
        continue;
      for (BasicBlock *Pred : predecessors(BB))
        if (Seen.insert(Pred).second)
          Work.push_back({Pred, nullptr});
    }
    return false;
  }

  struct Path {
    BasicBlock *BB;
    BasicBlock::iterator At;
    Env E;
    SmallPtrSet<const BasicBlock *, 16> Seen;
    // A phi's incoming value along the edge the path took, where that is
    // not a constant (a pointer a loop steps from the prefetched one).
    DenseMap<const Value *, Value *> Via;
  };

  // Whether X and Y hold one value on path P from End: one SSA value not
  // computed again since End (no block on the path after End defines it),
  // equal constants, either plus 0, a phi's value on the path's edge, or
  // GEPs, casts or operations of such.
  bool same(Value *X, Value *Y, const Path &P, const Instruction &End,
            unsigned Depth = 0) {
    if (Depth > 12)
      return false;
    X = X->stripPointerCasts();
    Y = Y->stripPointerCasts();
    if (auto It = P.Via.find(X); It != P.Via.end())
      return same(It->second, Y, P, End, Depth + 1);
    if (auto It = P.Via.find(Y); It != P.Via.end())
      return same(X, It->second, P, End, Depth + 1);
    if (X == Y) {
      const auto *I = dyn_cast<Instruction>(X);
      return !I || !P.Seen.contains(I->getParent()) ||
             (I->getParent() == End.getParent() && I->comesBefore(&End));
    }
    if (Constant *CX = eval(X, P.E))
      if (Constant *CY = eval(Y, P.E))
        return CX == CY;
    // X + 0 is X (a loop's first index, known 0 on this path).
    for (Value *A : {X, Y}) {
      Value *Other = A == X ? Y : X;
      if (auto *B = dyn_cast<BinaryOperator>(A)) {
        const auto Op = B->getOpcode();
        const bool Right = Op == Instruction::Add || Op == Instruction::Sub ||
                           Op == Instruction::Or || Op == Instruction::Xor ||
                           Op == Instruction::Shl || Op == Instruction::LShr ||
                           Op == Instruction::AShr;
        const bool Left = Op == Instruction::Add || Op == Instruction::Or ||
                          Op == Instruction::Xor;
        if (Right && isZero(eval(B->getOperand(1), P.E)))
          return same(B->getOperand(0), Other, P, End, Depth + 1);
        if (Left && isZero(eval(B->getOperand(0), P.E)))
          return same(B->getOperand(1), Other, P, End, Depth + 1);
      }
      if (auto *G = dyn_cast<GEPOperator>(A))
        if (all_of(G->indices(),
                   [&](Value *Ix) { return isZero(eval(Ix, P.E)); }))
          return same(G->getPointerOperand(), Other, P, End, Depth + 1);
    }
    auto *UX = dyn_cast<Operator>(X), *UY = dyn_cast<Operator>(Y);
    if (!UX || !UY || UX->getOpcode() != UY->getOpcode() ||
        UX->getType() != UY->getType() ||
        UX->getNumOperands() != UY->getNumOperands() || isa<PHINode>(X) ||
        isa<CallBase>(X) || isa<LoadInst>(X) ||
        (!isa<GEPOperator>(X) && !isa<CastInst>(X) &&
         !isa<BinaryOperator>(X)))
      return false;
    if (auto *GX = dyn_cast<GEPOperator>(X))
      if (GX->getSourceElementType() !=
          cast<GEPOperator>(Y)->getSourceElementType())
        return false;
    for (unsigned I = 0; I < UX->getNumOperands(); ++I)
      if (!same(UX->getOperand(I), UY->getOperand(I), P, End, Depth + 1))
        return false;
    return true;
  }

  // Whether every path from just after End is fine (N: the copy's count;
  // Read: for a prefetch, its address, which some path must load).
  bool fromEnd(CallBase &End, Value *N, Value *Read = nullptr) {
    Steps = 0; // each copy its own budget: no verdict depends on the order
    bool Reached = false;
    SmallVector<Path, 8> Work;
    Path First;
    First.BB = End.getParent();
    First.At = std::next(End.getIterator());
    Work.push_back(std::move(First));
    Work.back().Seen.insert(End.getParent());
    while (!Work.empty()) {
      Path P = Work.pop_back_val();
      bool Ended = false;
      for (auto It = P.At; It != P.BB->end() && !Ended; ++It) {
        Instruction &I = *It;
        if (++Steps > MaxSteps)
          return false;
        if (auto *L = dyn_cast<LoadInst>(&I);
            Read && L && L->isSimple() &&
            same(L->getPointerOperand(), Read, P, End)) {
          Reached = Ended = true;
          break;
        }
        if (auto *CB = dyn_cast<CallBase>(&I); !Read && CB && isFullWait(*CB)) {
          Ended = true;
          break;
        }
        if (!I.isTerminator()) {
          if (!passes(I))
            return false;
          continue;
        }
        Ended = true;
        if (isa<UnreachableInst>(I) || (isa<ReturnInst>(I) && Body))
          break;
        if (isa<ReturnInst>(I))
          return false;
        // The sides this path can take, each with what it knows.
        SmallVector<std::pair<BasicBlock *, Env>, 4> Sides;
        if (auto *Br = dyn_cast<BranchInst>(&I)) {
          if (Br->isUnconditional()) {
            Sides.push_back({Br->getSuccessor(0), P.E});
          } else if (Constant *C = eval(Br->getCondition(), P.E)) {
            if (!isa<ConstantInt>(C))
              return false;
            Sides.push_back(
                {Br->getSuccessor(cast<ConstantInt>(C)->isZero() ? 1 : 0), P.E});
          } else {
            for (unsigned S = 0; S < 2; ++S) {
              Env E = P.E;
              if (auto *Cmp = dyn_cast<ICmpInst>(Br->getCondition()))
                if (auto *K = dyn_cast<Constant>(Cmp->getOperand(1)))
                  if ((Cmp->getPredicate() == ICmpInst::ICMP_EQ && S == 0) ||
                      (Cmp->getPredicate() == ICmpInst::ICMP_NE && S == 1))
                    E[Cmp->getOperand(0)] = K;
              Sides.push_back({Br->getSuccessor(S), std::move(E)});
            }
          }
        } else if (auto *Sw = dyn_cast<SwitchInst>(&I)) {
          Constant *C = eval(Sw->getCondition(), P.E);
          if (C && !isa<ConstantInt>(C))
            return false;
          if (C) {
            Sides.push_back(
                {Sw->findCaseValue(cast<ConstantInt>(C))->getCaseSuccessor(),
                 P.E});
          } else {
            for (auto Case : Sw->cases()) {
              Env E = P.E;
              E[Sw->getCondition()] = Case.getCaseValue();
              Sides.push_back({Case.getCaseSuccessor(), std::move(E)});
            }
            Sides.push_back({Sw->getDefaultDest(), P.E});
          }
        } else {
          return false;
        }
        for (auto &[Succ, E] : Sides) {
          // Where the copy moves nothing, nothing is lost.
          if (isZero(eval(N, E)))
            continue;
          if (P.Seen.contains(Succ))
            return false;
          // The phis' values along this edge, all from the values before it.
          Env Next = E;
          DenseMap<const Value *, Value *> Via = P.Via;
          for (PHINode &Phi : Succ->phis()) {
            Value *In = Phi.getIncomingValueForBlock(P.BB);
            if (Constant *C = eval(In, E)) {
              Next[&Phi] = C;
              Via.erase(&Phi);
            } else {
              Next.erase(&Phi);
              auto It = P.Via.find(In);
              Via[&Phi] = It != P.Via.end() ? It->second : In;
            }
          }
          Path Q{Succ, Succ->begin(), std::move(Next), P.Seen, std::move(Via)};
          Q.Seen.insert(Succ);
          Work.push_back(std::move(Q));
        }
      }
      if (!Ended)
        return false;
    }
    return !Read || Reached;
  }

public:
  explicit AtOnce(Function &F)
      : F(F), DL(F.getParent()->getDataLayout()), Body(bodyOfKernel(F)) {}

  // Folds F's copy_waited and prefetch_read hooks and drops their end
  // marks; whether F changed.
  bool run() {
    const bool Copies = mark(/*Prefetch=*/false);
    const bool Prefetches = mark(/*Prefetch=*/true);
    return Copies || Prefetches;
  }

private:
  // One kind of mark, copies' or prefetches': each start hook's verdict
  // (1 where every end of it is fine), the end marks dropped.
  bool mark(bool Prefetch) {
    const StringRef EndName =
        Prefetch ? "__xasync_nv_prefetch_end" : "__xasync_nv_copy_end";
    const StringRef StartName =
        Prefetch ? "__xasync_nv_prefetch_read" : "__xasync_nv_copy_waited";
    SmallVector<CallBase *, 8> Ends;
    for (Instruction &I : instructions(F))
      if (auto *CB = dyn_cast<CallBase>(&I))
        if (hookOf(*CB) == EndName)
          Ends.push_back(CB);
    if (Ends.empty())
      return false;
    // Each start's verdict: true while every end of it is fine.
    MapVector<CallBase *, bool> Verdicts;
    for (CallBase *End : Ends) {
      auto *W = dyn_cast<CallBase>(End->getArgOperand(0));
      if (!W || hookOf(*W) != StartName)
        continue;
      const bool Fine =
          Prefetch ? fromEnd(*End, W->getArgOperand(1), W->getArgOperand(0))
                   : fromEnd(*End, W->getArgOperand(1)) && !inFlight(*W);
      auto [It, New] = Verdicts.insert({W, Fine});
      if (!New)
        It->second &= Fine;
    }
    unsigned Yes = 0;
    for (auto &[W, Fine] : Verdicts)
      if (Fine) {
        W->replaceAllUsesWith(ConstantInt::get(W->getType(), 1));
        W->eraseFromParent();
        ++Yes;
      }
    for (CallBase *End : Ends)
      End->eraseFromParent();
    // XASYNC_NVPTX_STATE_VERBOSE=1: how many were found.
    if (std::getenv("XASYNC_NVPTX_STATE_VERBOSE"))
      errs() << "xasync-nvptx-private-state: " << F.getName() << ": " << Yes
             << " of " << Verdicts.size()
             << (Prefetch ? " prefetches read at once\n"
                          : " copies waited at once\n");
    return true;
  }
};

struct PrivateStatePass : PassInfoMixin<PrivateStatePass> {
  PreservedAnalyses run(Module &M, ModuleAnalysisManager &MAM) {
    SmallPtrSet<Function *, 8> Private;
    const bool Localised = privatise(M, MAM, Private);
    const bool Hooks = resolveHooks(M, MAM, Private);
    return Localised || Hooks ? PreservedAnalyses::none()
                              : PreservedAnalyses::all();
  }

  // The state into each kernel body's registers (the steps in the header
  // comment); Private gets the kernel bodies that have it.  Whether the
  // module changed.
  static bool privatise(Module &M, ModuleAnalysisManager &MAM,
                        SmallPtrSetImpl<Function *> &Private) {
    GlobalVariable *G[2] = {};
    for (unsigned k = 0; k < 2; ++k)
      G[k] = M.getGlobalVariable(StateNames[k], /*AllowInternal=*/true);
    if (!G[0] && !G[1])
      return false;
    // Each global's only uses are loads and stores (through GEPs and
    // casts): an address that escapes anywhere else keeps the module shared.
    // And each is read and written as one type (the whole word: localise
    // replaces every access with one private word).
    for (unsigned k = 0; k < 2; ++k)
      if (G[k] && !onlyAccessed(G[k])) {
        why(M, Twine("an address of ") + StateNames[k] +
                   " is used other than by loads and stores of one type");
        return false;
      }

    // A function that touches the state and is not a kernel body (a
    // helper the inliner left out of line, a kernel called by another) is
    // inlined into its callers, until only kernel bodies touch it: each
    // kernel body then sees every copy and wait of its kernel.  OpenCL C
    // has no recursion and no function pointers, so this ends.
    bool Changed = false;
    MapVector<Function *, SmallVector<Access, 16>> ByFn;
    for (unsigned Round = 0;; ++Round) {
      ByFn.clear();
      collect(M, G, ByFn);
      SmallPtrSet<Function *, 8> Users;
      for (auto &KV : ByFn)
        Users.insert(KV.first);
      SmallVector<Function *, 8> Inline;
      for (Function *F : Users)
        if (!isKernelBody(*F, Users))
          Inline.push_back(F);
      if (Inline.empty())
        break;
      for (Function *F : Inline)
        if (F->hasAddressTaken() || Round == 32) {
          why(M, "function " + F->getName() +
                     " uses it and cannot be inlined into its kernels");
          return Changed;
        }
      for (Function *F : Inline) {
        F->removeFnAttr(Attribute::NoInline);
        F->removeFnAttr(Attribute::OptimizeNone);
        F->addFnAttr(Attribute::AlwaysInline);
      }
      ModulePassManager Inliner;
      Inliner.addPass(AlwaysInlinerPass());
      Inliner.run(M, MAM);
      Changed = true;
    }

    alignSharedArrays(M, G);
    FunctionAnalysisManager &FAM =
        MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
    for (auto &KV : ByFn) {
      localise(*KV.first, KV.second, G);
      splitEventArrays(*KV.first);
      FAM.invalidate(*KV.first, PreservedAnalyses::none());
      cleanUp(*KV.first, FAM);
      Private.insert(KV.first);
    }
    return true;
  }

  // The hooks' calls: folded in the kernel bodies with private state where
  // the kernel shows the answer, every other one inlined (its plain
  // operation).  Whether the module changed.
  static bool resolveHooks(Module &M, ModuleAnalysisManager &MAM,
                           const SmallPtrSetImpl<Function *> &Private) {
    SmallVector<CallBase *, 32> Calls;
    for (Function &F : M)
      for (Instruction &I : instructions(F))
        if (auto *CB = dyn_cast<CallBase>(&I))
          if (!hookOf(*CB).empty())
            Calls.push_back(CB);
    if (Calls.empty())
      return false;
    // A kernel body with private state sets the mark only through
    // mark_word (its state starts at 0 and the library's arithmetic
    // never touches the target's bit), and every function that touches
    // its state is inlined into it.
    SmallPtrSet<Function *, 8> Marks;
    for (CallBase *CB : Calls)
      if (hookOf(*CB) == "__xasync_nv_mark_word")
        Marks.insert(CB->getFunction());
    SmallPtrSet<Function *, 8> Folded; // or given plain operations
    for (CallBase *CB : Calls) {
      Function *F = CB->getFunction();
      const StringRef Hook = hookOf(*CB);
      Value *V = nullptr;
      if (Private.contains(F) && Hook == "__xasync_nv_word_marked" &&
          !Marks.contains(F))
        V = Constant::getNullValue(CB->getType());
      else if (Private.contains(F) && Hook == "__xasync_nv_wait_event_bits" &&
               onlyCountedEvents(CB->getArgOperand(0), M.getDataLayout()))
        V = countedBits(*CB);
      if (!V)
        continue;
      CB->replaceAllUsesWith(V);
      CB->eraseFromParent();
      Folded.insert(F);
    }
    // Every other hook but the waits' N becomes its plain operation; then,
    // once the kernel bodies with private state are cleaned up (the
    // events' tests gone), the waits' N where the interpreter finds it,
    // and the rest their plain operations.
    FunctionAnalysisManager &FAM =
        MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
    auto plainAll = [&](bool WaitNs) {
      SmallVector<CallBase *, 32> Left;
      for (Function &F : M)
        for (Instruction &I : instructions(F))
          if (auto *CB = dyn_cast<CallBase>(&I))
            if (!hookOf(*CB).empty() &&
                (hookOf(*CB) == "__xasync_nv_wait_n") == WaitNs)
              Left.push_back(CB);
      for (CallBase *CB : Left) {
        Folded.insert(CB->getFunction());
        if (Value *V = plainHook(*CB))
          CB->replaceAllUsesWith(V);
        CB->eraseFromParent();
      }
    };
    // Every function: a kernel without 2D2D or 3D3D copies has no state
    // left here (nothing stores it; GlobalOpt folded its loads).
    for (Function &F : M)
      if (!F.isDeclaration() && AtOnce(F).run())
        Folded.insert(&F);
    plainAll(false);
    // The interpreter reads a cleaned-up kernel body; one without a wait's
    // N has nothing for it (and is cleaned up once, below).
    SmallPtrSet<Function *, 8> WithN;
    for (Function &F : M)
      for (Instruction &I : instructions(F))
        if (auto *CB = dyn_cast<CallBase>(&I))
          if (hookOf(*CB) == "__xasync_nv_wait_n")
            WithN.insert(&F);
    for (Function *F : Private) {
      if (!WithN.contains(F))
        continue;
      FAM.invalidate(*F, PreservedAnalyses::none());
      cleanUp(*F, FAM);
      if (WaitN(*F, FAM.getResult<LoopAnalysis>(*F),
                FAM.getResult<ScalarEvolutionAnalysis>(*F))
              .run())
        Folded.insert(F);
    }
    plainAll(true);
    for (Function *F : Folded) {
      FAM.invalidate(*F, PreservedAnalyses::none());
      cleanUp(*F, FAM);
    }
    // The hooks' declarations, now unused.
    for (Function &F : make_early_inc_range(M))
      if (F.hasFnAttribute(HookAttr) && F.use_empty() && F.isDeclaration())
        F.eraseFromParent();
    return true;
  }

  // Whether every value V can hold is a counted event, TAG | seq mod 8
  // (xasync/internal/event_seq.h), or undefined: V's definitions are
  // followed through phis, selects, freezes and casts that keep the low
  // 32 bits, and each one reached must be undef or poison (a value LLVM
  // may take as a counted event) or have known bits that make it one.
  // An event from memory, an argument or a call is none of these.
  static bool onlyCountedEvents(Value *V, const DataLayout &DL) {
    SmallVector<Value *, 16> Work{V};
    SmallPtrSet<Value *, 32> Seen;
    while (!Work.empty()) {
      Value *X = Work.pop_back_val();
      if (!Seen.insert(X).second || isa<UndefValue>(X))
        continue;
      if (auto *P = dyn_cast<PHINode>(X)) {
        for (Value *In : P->incoming_values())
          Work.push_back(In);
        continue;
      }
      if (auto *S = dyn_cast<SelectInst>(X)) {
        Work.push_back(S->getTrueValue());
        Work.push_back(S->getFalseValue());
        continue;
      }
      if (auto *F = dyn_cast<FreezeInst>(X)) {
        Work.push_back(F->getOperand(0));
        continue;
      }
      if (auto *O = dyn_cast<Operator>(X)) {
        const unsigned Op = O->getOpcode();
        if (Op == Instruction::IntToPtr || Op == Instruction::PtrToInt ||
            Op == Instruction::BitCast || Op == Instruction::ZExt ||
            Op == Instruction::Trunc) {
          // A counted event needs bits 0-8; narrower values lose bit 8.
          if (DL.getTypeSizeInBits(O->getType()) < 9 ||
              DL.getTypeSizeInBits(O->getOperand(0)->getType()) < 9)
            return false;
          Work.push_back(O->getOperand(0));
          continue;
        }
      }
      if (!X->getType()->isIntegerTy())
        return false;
      const KnownBits K = computeKnownBits(X, DL);
      const unsigned W = K.getBitWidth();
      if (W < 9 || !K.One[8])
        return false;
      for (unsigned b = 3; b < W && b < 32; ++b)
        if (b != 8 && !K.Zero[b])
          return false;
    }
    return true;
  }

  // The bits of a counted event: TAG | (bits & 7) of the frozen value
  // (the value itself where it is one; for an undefined one, one of the
  // values LLVM may take it as).
  static Value *countedBits(CallBase &CB) {
    IRBuilder<> B(&CB);
    return B.CreateOr(B.CreateAnd(plainHook(CB), 7), 0x100);
  }

  // The library's shared words are 16-byte aligned (the flag,
  // nvptx_state.ll), and ptxas placed a kernel's own __local arrays after
  // them, on 16 bytes.  Without them an array of bytes or words may start
  // off 16 bytes (measured: the bench corpus's uchar, rgb and float tiles
  // took the 4-byte and byte paths, 0.06-0.3 as fast), so every __local
  // array this module defines, of 16 bytes or more, gets 16-byte alignment,
  // which a definition may always be given (and which lets the copies'
  // alignment tests fold).
  static void alignSharedArrays(Module &M, GlobalVariable *G[2]) {
    const DataLayout &DL = M.getDataLayout();
    for (GlobalVariable &GV : M.globals()) {
      if (GV.isDeclaration() || GV.getAddressSpace() != 3 || &GV == G[0] ||
          &GV == G[1])
        continue;
      if (DL.getTypeAllocSize(GV.getValueType()) < 16 ||
          GV.getAlign().valueOrOne() >= Align(16))
        continue;
      GV.setAlignment(Align(16));
    }
  }

  // Every simple load and store of the state, by function.
  static void collect(Module &M, GlobalVariable *G[2],
                      MapVector<Function *, SmallVector<Access, 16>> &ByFn) {
    for (Function &F : M)
      for (Instruction &I : instructions(F)) {
        Value *P = nullptr;
        if (auto *L = dyn_cast<LoadInst>(&I))
          P = L->getPointerOperand();
        else if (auto *S = dyn_cast<StoreInst>(&I))
          P = S->getPointerOperand();
        if (!P)
          continue;
        const Value *Obj = getUnderlyingObject(P);
        for (unsigned k = 0; k < 2; ++k)
          if (G[k] && Obj == G[k])
            ByFn[&F].push_back({&I, k});
      }
  }

  // Whether every use of V (the global, or an address computed from it) is
  // a GEP, a cast, or a simple load or store through it, all loads and
  // stores of one type.
  static bool onlyAccessed(Value *V) {
    SmallVector<Value *, 16> Work{V};
    SmallPtrSet<Value *, 16> Seen;
    Type *Word = nullptr;
    auto oneType = [&Word](Type *T) {
      if (!Word)
        Word = T;
      return Word == T;
    };
    while (!Work.empty()) {
      Value *X = Work.pop_back_val();
      if (!Seen.insert(X).second)
        continue;
      for (User *U : X->users()) {
        if (auto *L = dyn_cast<LoadInst>(U)) {
          if (!L->isSimple() || !oneType(L->getType()))
            return false;
        } else if (auto *S = dyn_cast<StoreInst>(U)) {
          if (!S->isSimple() || S->getValueOperand() == X ||
              !oneType(S->getValueOperand()->getType()))
            return false;
        } else if (isa<GetElementPtrInst>(U) || isa<CastInst>(U) ||
                   (isa<ConstantExpr>(U) &&
                    (cast<ConstantExpr>(U)->getOpcode() ==
                         Instruction::GetElementPtr ||
                     cast<ConstantExpr>(U)->isCast()))) {
          Work.push_back(U);
        } else {
          return false;
        }
      }
    }
    return true;
  }

  static void localise(Function &F, SmallVectorImpl<Access> &Acc,
                       GlobalVariable *G[2]) {
    // One private word per global: a work-item reads and writes only its
    // own warp's word, which every lane of the warp keeps alike, so the
    // word's index (rank / 32) is dropped.  Every access is of the word's
    // one type (onlyAccessed): the state word, the flag's first word.
    IRBuilder<> B(&*F.getEntryBlock().getFirstInsertionPt());
    AllocaInst *Slot[2] = {};
    for (Access &A : Acc) {
      Type *T = isa<LoadInst>(A.I) ? A.I->getType()
                                   : cast<StoreInst>(A.I)->getValueOperand()->getType();
      if (!Slot[A.Which]) {
        Slot[A.Which] = B.CreateAlloca(T, nullptr, StateNames[A.Which]);
        // Shared memory starts undefined, and the state's encoding makes
        // any initial value correct; a fixed one (0) keeps it one value.
        B.CreateStore(Constant::getNullValue(T), Slot[A.Which]);
      }
    }
    for (Access &A : Acc) {
      Value *Ptr = Slot[A.Which];
      if (auto *L = dyn_cast<LoadInst>(A.I))
        L->setOperand(LoadInst::getPointerOperandIndex(), Ptr);
      else
        cast<StoreInst>(A.I)->setOperand(StoreInst::getPointerOperandIndex(), Ptr);
    }
    // The warp barriers that kept the shared word safe.
    SmallVector<Instruction *, 16> Dead;
    for (Instruction &I : instructions(F))
      if (auto *CB = dyn_cast<CallBase>(&I))
        if (CB->getMetadata("xasync.state"))
          Dead.push_back(CB);
    for (Instruction *I : Dead)
      I->eraseFromParent();
  }

  // Small private arrays of pointers (a kernel's `event_t ev[2]`, indexed
  // by the step) into one private variable per element: a load at a
  // run-time index becomes a select over the elements, a store a select
  // into each, and SROA then keeps them in registers.  LLVM keeps an
  // array indexed at run time in memory (on nvptx the stack), and once the
  // state is in registers the events' loads and stores are what remains
  // of the events in memory (docs/nvptx.md, "The state in registers").
  // Only arrays of at most MaxElements pointers whose every use is a
  // whole-element load or store (directly or through a GEP) are split.
  static constexpr unsigned MaxElements = 8;

  static void splitEventArrays(Function &F) {
    const DataLayout &DL = F.getParent()->getDataLayout();
    SmallVector<AllocaInst *, 4> Arrays;
    for (Instruction &I : F.getEntryBlock())
      if (auto *A = dyn_cast<AllocaInst>(&I)) {
        auto *AT = dyn_cast<ArrayType>(A->getAllocatedType());
        if (AT && AT->getElementType()->isPointerTy() &&
            AT->getNumElements() >= 2 &&
            AT->getNumElements() <= MaxElements && A->isStaticAlloca() &&
            !A->isArrayAllocation())
          Arrays.push_back(A);
      }
    for (AllocaInst *A : Arrays)
      splitArray(*A, DL);
  }

  // Whether I is a simple load or store of a whole element through P.
  static bool isElementAccess(const User *U, const Value *P, Type *ElemTy) {
    if (const auto *L = dyn_cast<LoadInst>(U))
      return L->isSimple() && L->getType() == ElemTy;
    if (const auto *S = dyn_cast<StoreInst>(U))
      return S->isSimple() && S->getPointerOperand() == P &&
             S->getValueOperand()->getType() == ElemTy;
    return false;
  }

  static void splitArray(AllocaInst &A, const DataLayout &DL) {
    auto *AT = cast<ArrayType>(A.getAllocatedType());
    Type *ElemTy = AT->getElementType();
    const unsigned N = AT->getNumElements();
    const uint64_t Size = DL.getTypeAllocSize(ElemTy);
    // (access, its pointer) pairs; lifetime markers to drop.
    SmallVector<std::pair<Instruction *, Value *>, 8> Accesses;
    SmallVector<Instruction *, 4> Markers, Geps;
    for (User *U : A.users()) {
      if (auto *II = dyn_cast<IntrinsicInst>(U)) {
        if (!II->isLifetimeStartOrEnd())
          return;
        Markers.push_back(II);
      } else if (isElementAccess(U, &A, ElemTy)) {
        Accesses.push_back({cast<Instruction>(U), &A});
      } else if (auto *GEP = dyn_cast<GetElementPtrInst>(U)) {
        if (GEP->getPointerOperand() != &A)
          return;
        for (User *GU : GEP->users())
          if (!isElementAccess(GU, GEP, ElemTy))
            return;
        for (User *GU : GEP->users())
          Accesses.push_back({cast<Instruction>(GU), GEP});
        Geps.push_back(GEP);
      } else {
        return;
      }
    }
    IRBuilder<> B(&A);
    SmallVector<AllocaInst *, MaxElements> Slot;
    for (unsigned k = 0; k < N; ++k)
      Slot.push_back(B.CreateAlloca(ElemTy, nullptr, A.getName() + ".e" + Twine(k)));
    for (auto &[I, P] : Accesses) {
      B.SetInsertPoint(I);
      // The element's index: the byte offset over the element's size.
      Value *Index = B.getInt64(0);
      if (auto *GEP = dyn_cast<GetElementPtrInst>(P)) {
        Value *Off = emitGEPOffset(&B, DL, GEP);
        Off = B.CreateZExtOrTrunc(Off, B.getInt64Ty());
        Index = B.CreateUDiv(Off, B.getInt64(Size));
      }
      if (auto *L = dyn_cast<LoadInst>(I)) {
        Value *V = B.CreateLoad(ElemTy, Slot[N - 1]);
        for (unsigned k = N - 1; k-- > 0;)
          V = B.CreateSelect(B.CreateICmpEQ(Index, B.getInt64(k)),
                             B.CreateLoad(ElemTy, Slot[k]), V);
        L->replaceAllUsesWith(V);
      } else {
        Value *V = cast<StoreInst>(I)->getValueOperand();
        for (unsigned k = 0; k < N; ++k) {
          Value *Old = B.CreateLoad(ElemTy, Slot[k]);
          B.CreateStore(B.CreateSelect(B.CreateICmpEQ(Index, B.getInt64(k)), V, Old),
                        Slot[k]);
        }
      }
      I->eraseFromParent();
    }
    for (Instruction *I : Markers)
      I->eraseFromParent();
    for (Instruction *G : Geps)
      G->eraseFromParent();
    A.eraseFromParent();
  }

  // The private words into registers, and what that lets fold.
  static void cleanUp(Function &F, FunctionAnalysisManager &FAM) {
    FunctionPassManager FPM;
    FPM.addPass(SROAPass(SROAOptions::ModifyCFG));
    FPM.addPass(EarlyCSEPass());
    FPM.addPass(InstCombinePass());
    FPM.addPass(SCCPPass());
    FPM.addPass(GVNPass());
    FPM.addPass(SimplifyCFGPass());
    FPM.addPass(InstCombinePass());
    FPM.addPass(JumpThreadingPass());
    FPM.addPass(SimplifyCFGPass());
    FPM.run(F, FAM);
  }
};

} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "xasync-nvptx-private-state", "1",
          [](PassBuilder &PB) {
            PB.registerPipelineStartEPCallback(
                [](ModulePassManager &MPM, OptimizationLevel) {
                  MPM.addPass(xasync_nvptx::TagCopyLoopsPass());
                  MPM.addPass(HookPass());
                });
            PB.registerOptimizerEarlyEPCallback(
                [](ModulePassManager &MPM, OptimizationLevel Level,
                   ThinOrFullLTOPhase) {
                  MPM.addPass(PrivateStatePass());
                  MPM.addPass(xasync_nvptx::UnrollCopyLoopsPass(
                      Level.getSizeLevel() > 0));
                });
            PB.registerPipelineParsingCallback(
                [](StringRef Name, ModulePassManager &MPM,
                   ArrayRef<PassBuilder::PipelineElement>) {
                  if (Name == "xasync-nvptx-hooks") {
                    MPM.addPass(HookPass());
                    return true;
                  }
                  if (Name == "xasync-nvptx-tag-copy-loops") {
                    MPM.addPass(xasync_nvptx::TagCopyLoopsPass());
                    return true;
                  }
                  if (Name == "xasync-nvptx-unroll-copy-loops") {
                    MPM.addPass(xasync_nvptx::UnrollCopyLoopsPass());
                    return true;
                  }
                  if (Name != "xasync-nvptx-private-state")
                    return false;
                  MPM.addPass(PrivateStatePass());
                  return true;
                });
          }};
}
