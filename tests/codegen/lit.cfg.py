# lit configuration for xasync's codegen and compile-fail tests.
# Tests are OpenCL C files under tests/codegen/<target>/ and
# tests/compile-fail/; each target directory's tests need that library.
import os
import lit.formats

config.name = "xasync-codegen"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cl", ".ll", ".test"]
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
# libclc provides the work-item functions kernels need besides xasync.
config.substitutions.append(("%libclc", config.xasync_libclc_dir))
# %xasync_bc(<target>) is not expressible in lit; tests name the file:
# %libdir/xasync-<target>.bc
for name in config.xasync_libraries:
    config.available_features.add("lib-" + name)
# xasync-spirv and its tools (tests/codegen/spirv), ahead of the rest so no
# shorter name replaces part of theirs.
if all(config.xasync_spirv_tools.values()):
    config.available_features.add("spirv")
    for name, path in config.xasync_spirv_tools.items():
        config.substitutions.insert(0, (name, path))
