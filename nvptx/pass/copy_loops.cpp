// A user's loop of a few copies unrolls as it would with a plain loop per
// copy (copy_loops.h).
//
// clang unrolls a loop whose trip count it knows when the unrolled body is
// small.  With libclc's copies (a plain loop each) a loop over four planes,
// each copied out of local memory, is small and unrolls; with xasync's,
// each copy carries its paths (one element per work-item, the units' loop,
// 4- and 16-byte chunks), the body is past clang's threshold and the loop
// stays, with its branches and its per-trip set-up.  own-rgba-planes' loop
// of four copies out ran at 0.95-1.00 of NVIDIA's own where clang's own
// copies (libclc) ran at 0.98-1.05, and with that loop unrolled by a pragma
// at 0.97-1.03 (docs/results/h100/README.md#unroll-2026-11-30).
//
// Which loops hold a copy is known only before the inliner (the calls are
// the builtins'), their trip counts only after it (the front end's loops
// are still in memory): the tag carries the one to the other.
#include "copy_loops.h"

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace xasync_nvptx {
namespace {

const char *const Tag = "xasync.copies";

// A classic or strided copy of any type (OpenCL C's mangled names).
bool isElementCopy(const Function *F) {
  if (!F)
    return false;
  const StringRef N = F->getName();
  return N.starts_with("_Z21async_work_group_copy") ||
         N.starts_with("_Z29async_work_group_strided_copy");
}

StringRef keyOf(const Metadata *Op) {
  const auto *N = dyn_cast<MDNode>(Op);
  if (!N || N->getNumOperands() == 0)
    return "";
  const auto *S = dyn_cast<MDString>(N->getOperand(0));
  return S ? S->getString() : "";
}

// Whether the loop's ID has an entry whose key starts with Prefix.
bool hasKey(const Loop &L, StringRef Prefix) {
  if (MDNode *ID = L.getLoopID())
    for (const MDOperand &Op : drop_begin(ID->operands()))
      if (keyOf(Op).starts_with(Prefix))
        return true;
  return false;
}

// ID with Add appended (LLVM's own rewrite of a loop ID).
MDNode *withEntry(LLVMContext &C, MDNode *ID, StringRef Add) {
  return makePostTransformationMetadata(C, ID, {},
                                        {MDNode::get(C, MDString::get(C, Add))});
}

// ID without the tag; none where nothing else is left.
MDNode *withoutTag(LLVMContext &C, MDNode *ID) {
  MDNode *N = makePostTransformationMetadata(C, ID, {Tag}, {});
  return N->getNumOperands() > 1 ? N : nullptr;
}

} // namespace

PreservedAnalyses TagCopyLoopsPass::run(Module &M, ModuleAnalysisManager &) {
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    SmallVector<BasicBlock *, 4> Blocks;
    for (BasicBlock &B : F)
      for (Instruction &I : B)
        if (auto *CB = dyn_cast<CallBase>(&I))
          if (isElementCopy(CB->getCalledFunction())) {
            Blocks.push_back(&B);
            break;
          }
    if (Blocks.empty())
      continue;
    DominatorTree DT(F);
    LoopInfo LI(DT);
    SmallPtrSet<Loop *, 4> Done;
    for (BasicBlock *B : Blocks) {
      Loop *L = LI.getLoopFor(B);
      if (!L || !Done.insert(L).second || !L->getLoopLatch() ||
          hasKey(*L, "llvm.loop.unroll."))
        continue;
      L->setLoopID(withEntry(F.getContext(), L->getLoopID(), Tag));
    }
  }
  // Loop metadata alone: no analysis changes.
  return PreservedAnalyses::all();
}

PreservedAnalyses UnrollCopyLoopsPass::run(Module &M,
                                           ModuleAnalysisManager &MAM) {
  FunctionAnalysisManager &FAM =
      MAM.getResult<FunctionAnalysisManagerModuleProxy>(M).getManager();
  for (Function &F : M) {
    if (F.isDeclaration())
      continue;
    SmallVector<Instruction *, 4> Tagged;
    for (BasicBlock &B : F)
      if (MDNode *ID = B.getTerminator()->getMetadata(LLVMContext::MD_loop))
        if (findOptionMDForLoopID(ID, Tag))
          Tagged.push_back(B.getTerminator());
    if (Tagged.empty())
      continue;
    LLVMContext &C = F.getContext();
    if (!ForSize) {
      LoopInfo &LI = FAM.getResult<LoopAnalysis>(F);
      ScalarEvolution &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
      for (Loop *L : LI.getLoopsInPreorder()) {
        if (!hasKey(*L, Tag) || hasKey(*L, "llvm.loop.unroll."))
          continue;
        const unsigned Trips = SE.getSmallConstantTripCount(L);
        if (Trips >= 2 && Trips <= MaxCopyLoopTrips)
          L->setLoopID(withEntry(C, L->getLoopID(), "llvm.loop.unroll.full"));
      }
    }
    // Every tag goes: on the loops above, on the loops left as they are,
    // and on a latch that lost its loop (the simplifier folded it).
    for (Instruction *T : Tagged)
      T->setMetadata(LLVMContext::MD_loop,
                     withoutTag(C, T->getMetadata(LLVMContext::MD_loop)));
  }
  // Loop metadata alone: no analysis changes.
  return PreservedAnalyses::all();
}

} // namespace xasync_nvptx
