// The nvptx pass plugin's copy loops (copy_loops.cpp): a user's loop of a
// few classic or strided copies unrolls as it would with a plain loop per
// copy.
#pragma once
#include "llvm/IR/PassManager.h"

namespace xasync_nvptx {

// At the pipeline's start, before the library is inlined: tags the
// innermost loop around each call of async_work_group_copy or
// async_work_group_strided_copy (loop metadata "xasync.copies"), unless
// the user's own unroll pragma is on it.
struct TagCopyLoopsPass : llvm::PassInfoMixin<TagCopyLoopsPass> {
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &);
};

// At the optimiser's start, after the inliner: a tagged loop of at most
// MaxCopyLoopTrips trips, known at compile time, gets
// llvm.loop.unroll.full (the optimiser's unroll pass, which runs later,
// unrolls it), except where the compile optimises for size (-Os, -Oz);
// every tag is removed.
struct UnrollCopyLoopsPass : llvm::PassInfoMixin<UnrollCopyLoopsPass> {
  explicit UnrollCopyLoopsPass(bool ForSize = false) : ForSize(ForSize) {}
  llvm::PreservedAnalyses run(llvm::Module &M, llvm::ModuleAnalysisManager &MAM);
  bool ForSize;
};

constexpr unsigned MaxCopyLoopTrips = 8;

} // namespace xasync_nvptx
