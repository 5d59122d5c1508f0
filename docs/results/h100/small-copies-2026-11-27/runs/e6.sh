#!/bin/bash
# E6: conformance of the final libraries (every nvptx PTX), the source forms, then sm_80 sweep new vs base80
R=/tmp/res; rm -rf $R; mkdir -p $R
save() { mkdir -p $R/$1; cp $OUT/*.csv $OUT/*.txt $OUT/*.log $R/$1/ 2>/dev/null; rm -f $OUT/*.csv $OUT/*.txt $OUT/*.png $OUT/*.err $OUT/*.log; }
bash scripts/gpu-run.sh conformance > $R/conformance.txt 2>&1; echo "rc=$?" >> $R/conformance.txt; save conf
tar czf $OUT/res1.tgz -C $R .
bash scripts/gpu-run.sh conformance-source > $R/conf-src.txt 2>&1; echo "rc=$?" >> $R/conf-src.txt; save cs1
XASYNC_LAYER_DEVICES="vendor=NVIDIA Corporation,source=nvptx-partial" bash scripts/gpu-run.sh conformance-source > $R/conf-src-partial.txt 2>&1; echo "rc=$?" >> $R/conf-src-partial.txt; save cs2
tar czf $OUT/res2.tgz -C $R .
for L in sm_80-nvptx64--nvidiacl base80; do bash scripts/gpu-run.sh sweep $L 300 35035 --skip hand-wide,per-element,hand-parts > $R/sweep-$L.log 2>&1; save sw-$L; done
tar czf $OUT/res.tgz -C $R .
