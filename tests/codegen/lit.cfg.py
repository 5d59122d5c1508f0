# lit configuration for xasync's codegen and compile-fail tests.
# Tests are OpenCL C files under tests/codegen/<target>/ and
# tests/codegen/compile-fail/; each target directory's tests need that library.
import os
import re
import subprocess
import lit.formats

config.name = "xasync-codegen"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cl", ".ll", ".test", ".c"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.xasync_binary_dir, "codegen-out")
config.excludes = ["Inputs", "lit.cfg.py", "lit.site.cfg.py.in", "CMakeLists.txt"]

tools = config.xasync_tools
# %clang is the main device toolchain's clang; FileCheck/not/llc/opt/
# llvm-dis come from the same LLVM.
config.substitutions.append(("%clang", tools["clang"]))
config.substitutions.append(("%llc", tools["llc"]))
config.substitutions.append(("%opt", tools["opt"]))
config.substitutions.append(("%llvm-dis", tools["llvm-dis"]))
config.substitutions.append(("%llvm-link", tools["llvm-link"]))
config.substitutions.append(("FileCheck", tools["FileCheck"]))
config.substitutions.append(("%not", tools["not"]))
config.substitutions.append(("%include", config.xasync_include_dir))
config.substitutions.append(("%libdir", config.xasync_lib_dir))
# The nvptx pass plugin (nvptx/pass): %nvptx-state-plugin, where built.
if config.xasync_nvptx_plugin and os.path.exists(config.xasync_nvptx_plugin):
    config.available_features.add("nvptx-state-plugin")
    config.substitutions.append(("%nvptx-state-plugin", config.xasync_nvptx_plugin))
# The libclc directory (the C++ twins link libclc as users do).
config.substitutions.append(("%libclc", config.xasync_libclc_dir))


def library_target(bc):
    """(triple, cpu or None) of a built library, read from its bitcode."""
    ir = subprocess.run([tools["llvm-dis"], bc, "-o", "-"], check=True,
                        capture_output=True, text=True).stdout
    triple = re.search(r'^target triple = "([^"]*)"', ir, re.M).group(1)
    cpus = set(re.findall(r'"target-cpu"="([^"]*)"', ir))
    if len(cpus) > 1:
        lit_config.fatal("%s: more than one target-cpu %s" % (bc, sorted(cpus)))
    return triple, cpus.pop() if cpus else None


# Per library <name> of this build (libclc-style, [cpu-]arch-vendor-os):
#   %{lib:<name>}           its bitcode;
#   %{xasync:<name>}        clang for its triple and CPU, xasync.h included
#                           and the library linked as users link it;
#   %{xasync+libclc:<name>} the same, libclc (the work-item functions) linked
#                           after it, where libclc has its arch-vendor-os.
# Triple and CPU come from the bitcode itself, so a command can only name a
# library that was built, and compiles for what that library was built for.
# A CPU-less (generic) library leaves the CPU to the test.
config.xasync_library_targets = {}
for name in config.xasync_libraries:
    config.available_features.add("lib-" + name)
    bc = os.path.join(config.xasync_lib_dir, "xasync-%s.bc" % name)
    if not os.path.exists(bc):
        lit_config.fatal("library %s is not built (%s): build first" % (name, bc))
    triple, cpu = library_target(bc)
    config.xasync_library_targets[name] = (triple, cpu)
    cc = [tools["clang"], "-target", triple]
    if cpu:
        cc.append(("-march=" if triple.startswith("nvptx") else "-mcpu=") + cpu)
    # -nogpulib: only xasync (and libclc) are linked, never a vendor library.
    cc += ["-nogpulib", "-include",
           os.path.join(config.xasync_include_dir, "xasync.h"),
           "-Xclang", "-mlink-builtin-bitcode", "-Xclang", bc]
    config.substitutions.append((re.escape("%%{lib:%s}" % name), bc))
    config.substitutions.append((re.escape("%%{xasync:%s}" % name), " ".join(cc)))
    base = name[len(cpu) + 1:] if cpu and name.startswith(cpu + "-") else name
    libclc = os.path.join(config.xasync_libclc_dir, base + ".bc")
    if os.path.exists(libclc):
        config.substitutions.append((
            re.escape("%%{xasync+libclc:%s}" % name),
            " ".join(cc + ["-Xclang", "-mlink-builtin-bitcode", "-Xclang",
                           libclc, "-Wno-linker-warnings"])))

# xasync-spirv and its tools (tests/codegen/spirv), ahead of the rest so no
# shorter name replaces part of theirs.
if all(config.xasync_spirv_tools.values()):
    config.available_features.add("spirv")
    for name, path in config.xasync_spirv_tools.items():
        config.substitutions.insert(0, (name, path))
