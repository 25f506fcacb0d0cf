"""Cross C++ toolchains from Debian's cross compilers, for Bazel 4.2.3 offline.

limb_cross_toolchain(triple, cpu) declares a cc_toolchain_config over
@bazel_tools' unix_cc_toolchain_config (tool paths /usr/bin/<triple>-*), its
cc_toolchain, and nothing else; BUILD puts them in one cc_toolchain_suite.
Binaries link fully static, so qemu-user runs them without a sysroot.
"""

load("@bazel_tools//tools/cpp:unix_cc_toolchain_config.bzl", "cc_toolchain_config")

def limb_cross_toolchain(name, triple, cpu):
    gcc_version = "12"
    cc_toolchain_config(
        name = name + "_config",
        cpu = cpu,
        compiler = "gcc",
        toolchain_identifier = triple,
        host_system_name = "x86_64-linux-gnu",
        target_system_name = triple,
        target_libc = "glibc",
        abi_version = "gcc",
        abi_libc_version = "glibc",
        cxx_builtin_include_directories = [
            "/usr/%s/include" % triple,
            "/usr/lib/gcc-cross/%s/%s/include" % (triple, gcc_version),
            "/usr/include/%s" % triple,
            "/usr/include",
        ],
        tool_paths = {
            "ar": "/usr/bin/%s-ar" % triple,
            "cpp": "/usr/bin/%s-cpp" % triple,
            "dwp": "/usr/bin/%s-dwp" % triple,
            "gcc": "/usr/bin/%s-gcc" % triple,
            "gcov": "/usr/bin/%s-gcov" % triple,
            "ld": "/usr/bin/%s-ld" % triple,
            "nm": "/usr/bin/%s-nm" % triple,
            "objcopy": "/usr/bin/%s-objcopy" % triple,
            "objdump": "/usr/bin/%s-objdump" % triple,
            "strip": "/usr/bin/%s-strip" % triple,
            "llvm-cov": "/bin/false",
        },
        compile_flags = [
            "-fstack-protector",
            "-Wall",
            "-fno-omit-frame-pointer",
        ],
        opt_compile_flags = ["-g0", "-O2", "-DNDEBUG", "-ffunction-sections", "-fdata-sections"],
        dbg_compile_flags = ["-g"],
        cxx_flags = ["-std=c++20"],
        link_flags = ["-static", "-pthread", "-Wl,-z,relro,-z,now"],
        link_libs = ["-lstdc++", "-lm"],
        opt_link_flags = ["-Wl,--gc-sections"],
        unfiltered_compile_flags = [
            "-no-canonical-prefixes",
            "-Wno-builtin-macro-redefined",
            "-D__DATE__=\"redacted\"",
            "-D__TIMESTAMP__=\"redacted\"",
            "-D__TIME__=\"redacted\"",
        ],
        supports_start_end_lib = False,
    )
    native.cc_toolchain(
        name = name,
        all_files = ":empty",
        ar_files = ":empty",
        as_files = ":empty",
        compiler_files = ":empty",
        dwp_files = ":empty",
        linker_files = ":empty",
        objcopy_files = ":empty",
        strip_files = ":empty",
        supports_param_files = 1,
        toolchain_config = ":" + name + "_config",
        toolchain_identifier = triple,
    )
