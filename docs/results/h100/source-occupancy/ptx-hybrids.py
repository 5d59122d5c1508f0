#!/usr/bin/env python3
"""The PTX variants of this folder's hybrid runs (README, "Hybrids").

    ptx-hybrids.py LIB.ptx NV.ptx OUTDIR

LIB.ptx: the library's bench_tiles PTX (build/ptx/bench_tiles.sm_90-...ptx);
NV.ptx: NVIDIA's PTX of the same kernels from source through the layer,
saved by the bench with XASYNC_SAVE_BINARIES (the variant built with
-DXASYNC_NVPTX_SOURCE_FLAGS=-DXASYNC_OUTLINE_3D3D; NUL bytes stripped).
Writes OUTDIR/<variant>/bench_tiles.sm_90-nvptx64--nvidiacl.ptx; copy the
library's other PTX files beside it and run the bench with --ptx-dir there
(runs.sh)."""
import os
import sys

NAME = "bench_tiles.sm_90-nvptx64--nvidiacl.ptx"


def span(text, head):
    i = text.index(head)
    return i, text.index("\n}\n", i) + 3


def get(text, head):
    i, j = span(text, head)
    return text[i:j]


def put(text, head, new):
    i, j = span(text, head)
    return text[:i] + new + text[j:]


def maxnreg(text, entry, n):
    i = text.index(".entry %s(" % entry)
    j = text.index(")\n", i) + 2
    return text[:j] + ".maxnreg %d\n" % n + text[j:]


def no_bulk_groups(text):
    return "\n".join(l for l in text.split("\n")
                     if "cp.async.bulk.commit_group" not in l
                     and "cp.async.bulk.wait_group" not in l)


def with_pad(nv, edit):
    """NVIDIA's tile2d_xasync edited by `edit`, 4 KiB of static shared."""
    i, j = span(nv, ".entry tile2d_xasync(")
    body = edit(nv[i:j])
    out = nv[:i] + body + nv[j:]
    k = out.index(".entry tile2d_xasync(")
    return out[:k] + ".shared .align 4 .b8 __xpad[4096];\n\n" + out[k:]


REGS = ("\t.reg .pred \t%xp<3>;\n\t.reg .b16 \t%xh<2>;\n"
        "\t.reg .b32 \t%xs<12>;\n\t.reg .b64 \t%xd<3>;\n")
ADDR = ("mov.u32 \t%xs0, %tid.x;\n\tmul.wide.u32 \t%xd0, %xs0, 4;\n\t"
        "mov.u64 \t%xd1, __xpad;\n\tadd.s64 \t%xd2, %xd1, %xd0;\n\t")


def regs(body):
    return body.replace("{\n", "{\n" + REGS, 1)


def s1(body):  # a state-like word read and written after every commit
    return regs(body).replace(
        "cp.async.commit_group;",
        "cp.async.commit_group;\n\t" + ADDR + "ld.shared.u32 \t%xs1, [%xd2];\n\t"
        "add.s32 \t%xs2, %xs1, 1;\n\tst.volatile.shared.u32 \t[%xd2], %xs2;")


def s5(body):  # the static shared memory touched once
    return regs(body).replace(
        REGS, REGS + "\tmov.u64 \t%xd1, __xpad;\n\tst.volatile.shared.u32 \t[%xd1], 0;\n", 1)


def s7(body):  # a shared load after every wait, before the barrier
    return regs(body).replace(
        "cp.async.wait_group 0;",
        "cp.async.wait_group 0;\n\t" + ADDR + "ld.volatile.shared.u16 \t%xh0, [%xd2];")


def s8(body):  # the library's bulk-word check after every wait
    out = regs(body)
    n = 0
    while "\tcp.async.wait_group 0;\n\t// end" in out:
        out = out.replace(
            "\tcp.async.wait_group 0;\n\t// end",
            "\tcp.async.wait_group 0;\n\t" + ADDR + "ld.shared.u16 \t%xh0, [%xd2];\n\t"
            "setp.eq.b16 \t%xp0, %xh0, 0;\n\t@%xp0 bra \t$XL_SKIP{0};\n\t"
            "st.shared.u16 \t[%xd2], 0;\n\tfence.proxy.async.global;\n$XL_SKIP{0}:\n\t// end"
            .format(n), 1)
        n += 1
    return out


def pred_waits(body, pre):
    """Each wait as a choice between wait_group 0 and 1 on %xs9 (0 at run
    time), after `pre`, which sets %xs9."""
    n = 0
    while "\tcp.async.wait_group 0;\n\t// end" in body:
        body = body.replace(
            "\tcp.async.wait_group 0;\n\t// end",
            pre + "setp.ne.u32 \t%xp0, %xs9, 0;\n\t@%xp0 bra \t$XW1_{0};\n\t"
            "cp.async.wait_group 0;\n\tbra.uni \t$XW2_{0};\n$XW1_{0}:\n\t"
            "cp.async.wait_group 1;\n$XW2_{0}:\n\t// end".format(n), 1)
        n += 1
    return body


def s9(body):  # the wait chosen by a shared load (of a word stored 0 first)
    body = regs(body).replace(
        REGS, REGS + "\t" + ADDR + "st.volatile.shared.u32 \t[%xd2], 0;\n", 1)
    return pred_waits(body, "\tld.volatile.shared.u32 \t%xs9, [%xd2];\n\t")


def main():
    lib_path, nv_path, out = sys.argv[1:4]
    lib = open(lib_path).read()
    nv = open(nv_path).read().replace("\0", "")
    lib32 = maxnreg(lib, "tile2d_xasync", 32)
    variants = {
        "ptx32": lib32,                      # library, 8 groups/SM
        "ptxA": no_bulk_groups(lib32),       # ... without bulk commit/wait
        "ptxD": no_bulk_groups(lib),         # library without them
        "ptxB": nv,                          # NVIDIA's PTX as a binary
        "ptxC": nv.replace("cp.async.commit_group;",
                           "cp.async.commit_group;\n\tcp.async.bulk.commit_group;")
                  .replace("cp.async.wait_group 0;",
                           "cp.async.wait_group 0;\n\tcp.async.bulk.wait_group 0;"),
        "ptxH1": put(put(nv, ".func __xasync_nv_to_local_4(",
                         get(lib, ".func __xasync_nv_to_local_4(")),
                     ".func __xasync_nv_to_global_4(",
                     get(lib, ".func __xasync_nv_to_global_4(")),
        "ptxH3": maxnreg(put(lib, ".entry tile2d_xasync(",
                             get(nv, ".entry tile2d_xasync(")),
                         "tile2d_xasync", 32),
        "ptxS1": with_pad(nv, s1),
        "ptxS5": with_pad(nv, s5),
        "ptxS7": with_pad(nv, s7),
        "ptxS8": with_pad(nv, s8),
        "ptxS9": maxnreg(with_pad(nv, s9), "tile2d_xasync", 32),
        "ptxS10": nv.replace("\tcp.async.wait_group 0;\n\t// end",
                             "\tnanosleep.u32 \t100;\n\tcp.async.wait_group 0;\n\t// end"),
    }
    for name, text in variants.items():
        os.makedirs(os.path.join(out, name), exist_ok=True)
        with open(os.path.join(out, name, NAME), "w") as f:
            f.write(text)
        print(name)


if __name__ == "__main__":
    main()
