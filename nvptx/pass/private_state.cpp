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
//   - then folds the library's hooks (nvptx_state.ll) where the whole
//     kernel shows their answer: a wait's event whose every possible
//     value is a counted event (or undefined) needs no classification,
//     and a kernel that never sets the bulk mark has none to test.
//     From the start of the pipeline to here the hooks are opaque calls
//     (the pipeline-start pass below); every hook call left is inlined.
// Where a state address escapes, or a function that touches the state
// cannot be inlined (its address is taken), it changes nothing: the
// shared-memory state is correct everywhere.  The compile it runs in must
// produce the program's final code (PTX): a module linked with others
// later could call a helper whose state this pass made private.
#include "llvm/IR/Constants.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/Analysis/Utils/Local.h"
#include "llvm/Passes/PassBuilder.h"
#if __has_include("llvm/Plugins/PassPlugin.h")
#include "llvm/Plugins/PassPlugin.h" // LLVM 22
#else
#include "llvm/Passes/PassPlugin.h"
#endif
#include "llvm/Transforms/Scalar/EarlyCSE.h"
#include "llvm/Transforms/Scalar/GVN.h"
#include "llvm/Transforms/Scalar/SCCP.h"
#include "llvm/Transforms/Scalar/SROA.h"
#include "llvm/Transforms/Scalar/SimplifyCFG.h"
#include "llvm/Transforms/InstCombine/InstCombine.h"
#include "llvm/Transforms/IPO/AlwaysInliner.h"
#include "llvm/Transforms/Utils/Cloning.h"
#include "llvm/Support/KnownBits.h"
#include <cstdlib>

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

// The library's hooks (nvptx_state.ll): inline functions that the
// pipeline-start pass turns into opaque calls, tagged with this attribute
// (whose value is the hook's name; a clone keeps it), so that the
// optimiser keeps them until the state is in registers.
const char *const HookAttr = "xasync-hook";
const char *const HookNames[] = {"__xasync_nv_wait_event_bits",
                                 "__xasync_nv_mark_word",
                                 "__xasync_nv_word_marked"};

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
      if (!F || F->isDeclaration())
        continue;
      F->removeFnAttr(Attribute::AlwaysInline);
      F->addFnAttr(Attribute::NoInline);
      F->setDoesNotAccessMemory();
      F->setDoesNotThrow();
      F->setWillReturn();
      F->addFnAttr(HookAttr, Name);
      Changed = true;
    }
    return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
  }
};

struct Access {
  Instruction *I;
  unsigned Which; // index into StateNames
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
    SmallPtrSet<Function *, 8> Folded; // and those with hooks inlined
    SmallVector<CallBase *, 32> Rest;
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
      if (!V) {
        Rest.push_back(CB);
        continue;
      }
      CB->replaceAllUsesWith(V);
      CB->eraseFromParent();
      Folded.insert(F);
    }
    for (CallBase *CB : Rest) {
      Folded.insert(CB->getFunction());
      InlineFunctionInfo IFI;
      InlineFunction(*CB, IFI);
    }
    FunctionAnalysisManager &FAM =
        MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
    for (Function *F : Folded) {
      FAM.invalidate(*F, PreservedAnalyses::none());
      cleanUp(*F, FAM);
    }
    // The hooks themselves, now unused: the library's copies are internal
    // (linked with -mlink-builtin-bitcode) and go.
    for (Function &F : make_early_inc_range(M))
      if (F.hasFnAttribute(HookAttr) && F.use_empty() && F.hasLocalLinkage())
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
    Value *E = B.CreateFreeze(CB.getArgOperand(0));
    Value *W = B.CreatePtrToInt(E, B.getInt64Ty());
    Value *Bits = B.CreateTrunc(W, CB.getType());
    return B.CreateOr(B.CreateAnd(Bits, 7), 0x100);
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
    FPM.run(F, FAM);
  }
};

} // namespace

extern "C" LLVM_ATTRIBUTE_WEAK PassPluginLibraryInfo llvmGetPassPluginInfo() {
  return {LLVM_PLUGIN_API_VERSION, "xasync-nvptx-private-state", "1",
          [](PassBuilder &PB) {
            PB.registerPipelineStartEPCallback(
                [](ModulePassManager &MPM, OptimizationLevel) {
                  MPM.addPass(HookPass());
                });
            PB.registerOptimizerEarlyEPCallback(
                [](ModulePassManager &MPM, OptimizationLevel,
                   ThinOrFullLTOPhase) { MPM.addPass(PrivateStatePass()); });
            PB.registerPipelineParsingCallback(
                [](StringRef Name, ModulePassManager &MPM,
                   ArrayRef<PassBuilder::PipelineElement>) {
                  if (Name == "xasync-nvptx-hooks") {
                    MPM.addPass(HookPass());
                    return true;
                  }
                  if (Name != "xasync-nvptx-private-state")
                    return false;
                  MPM.addPass(PrivateStatePass());
                  return true;
                });
          }};
}
