#include "real.h"

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <memory>
#include <sstream>

#ifndef XASYNC_REAL_KERNELS_DEFAULT
#define XASYNC_REAL_KERNELS_DEFAULT "build/real-kernels"
#endif

namespace xasync::bench {

void RealSetup::buffer(std::vector<unsigned char> init,
                       std::vector<unsigned char> want) {
  RealBuffer b;
  b.written = !want.empty();
  b.want = b.written ? std::move(want) : init;
  b.init = std::move(init);
  RealArg a;
  a.kind = RealArg::kBuffer;
  a.index = buffers.size();
  buffers.push_back(std::move(b));
  args.push_back(a);
}

void RealSetup::local_bytes(size_t n) {
  RealArg a;
  a.kind = RealArg::kLocal;
  a.index = n;
  args.push_back(a);
}

std::vector<RealCase> real_cases(const std::vector<RealKernel> &kernels) {
  std::vector<RealCase> out;
  for (const RealKernel &k : kernels)
    for (size_t wg : k.wgs)
      out.push_back({&k, wg});
  return out;
}

std::vector<std::string> real_dirs(const Options &o) {
  std::vector<std::string> dirs = o.real_dirs;
  if (const char *e = std::getenv("XASYNC_REAL_KERNELS_DIR"); e && *e)
    dirs.push_back(e);
  dirs.push_back(XASYNC_REAL_KERNELS_DEFAULT);
  return dirs;
}

namespace {

bool exists(const std::string &path) { return std::ifstream(path).good(); }

std::string device_string(const Context &ctx, cl_device_info what) {
  size_t n = 0;
  check(clGetDeviceInfo(ctx.info().device, what, 0, nullptr, &n), "clGetDeviceInfo");
  std::string s(n, '\0');
  check(clGetDeviceInfo(ctx.info().device, what, n, s.data(), nullptr),
        "clGetDeviceInfo");
  s.resize(std::strlen(s.c_str()));
  return s;
}

bool lists(const std::string &extensions, const std::string &name) {
  std::istringstream in(extensions);
  for (std::string w; in >> w;)
    if (w == name)
      return true;
  return false;
}

// A device buffer with a guard band before and after the bytes the kernel
// gets (a sub-buffer): both bands are poisoned and must come back as they
// were.  With --inject-error a written buffer is bound one alignment unit
// late, so its writes land in the wrong place.
struct Guarded {
  cl_mem parent = nullptr, sub = nullptr;
  size_t guard = 0, size = 0;
  std::vector<unsigned char> image; // parent contents before the run
  Guarded(const Context &ctx, size_t bytes, size_t align, size_t shift,
          unsigned long long seed)
      : size(bytes) {
    guard = std::max<size_t>(256, align);
    guard = (guard + align - 1) / align * align;
    const size_t total = 2 * guard + std::max<size_t>(bytes, 1);
    cl_int e;
    parent = clCreateBuffer(ctx.context(), CL_MEM_READ_WRITE, total, nullptr, &e);
    check(e, "clCreateBuffer");
    cl_buffer_region r{guard + shift, std::max<size_t>(bytes, 1)};
    sub = clCreateSubBuffer(parent, CL_MEM_READ_WRITE,
                            CL_BUFFER_CREATE_TYPE_REGION, &r, &e);
    check(e, "clCreateSubBuffer");
    image.resize(total);
    fill_random(image, seed);
  }
  ~Guarded() {
    if (sub) clReleaseMemObject(sub);
    if (parent) clReleaseMemObject(parent);
  }
  Guarded(const Guarded &) = delete;
  Guarded &operator=(const Guarded &) = delete;
  void load(const Context &ctx, const std::vector<unsigned char> &init) {
    std::copy(init.begin(), init.end(), image.begin() + guard);
    check(clEnqueueWriteBuffer(ctx.queue(), parent, CL_TRUE, 0, image.size(),
                               image.data(), 0, nullptr, nullptr),
          "clEnqueueWriteBuffer");
  }
  std::vector<unsigned char> expected(const std::vector<unsigned char> &want) const {
    std::vector<unsigned char> v = image;
    std::copy(want.begin(), want.end(), v.begin() + guard);
    return v;
  }
  std::vector<unsigned char> read(const Context &ctx) const {
    std::vector<unsigned char> v(image.size());
    check(clEnqueueReadBuffer(ctx.queue(), parent, CL_TRUE, 0, v.size(),
                              v.data(), 0, nullptr, nullptr),
          "clEnqueueReadBuffer");
    return v;
  }
};

// A program's name among saved binaries ($XASYNC_SAVE_BINARIES, --pair):
// its file's stem, with a hash of its project's build options where it has
// any (one file may be built with several).
std::string program_stem(const RealKernel &k) {
  if (k.file.empty())
    return "real_own";
  std::string stem = k.file.substr(0, k.file.rfind('.'));
  if (!k.options.empty() && k.options != "-") {
    unsigned h = 2166136261u; // FNV-1a
    for (unsigned char ch : k.options)
      h = (h ^ ch) * 16777619u;
    char hex[16];
    std::snprintf(hex, sizeof hex, ".%08x", h);
    stem += hex;
  }
  return stem;
}

// Programs by file and options, built once per run.  With a pair folder
// (--pair): the binaries saved there instead, by program_stem.
class Programs {
public:
  Programs(const Context &ctx, const Options &o, std::string pair = "")
      : ctx_(ctx), o_(o), pair_(std::move(pair)) {}
  // The program holding case c's kernel; nullptr and *why when there is none.
  const Program *get(const RealCase &c, std::string *why) {
    const RealKernel &k = *c.k;
    const std::string key = k.file + "|" + k.options;
    if (auto it = built_.find(key); it != built_.end())
      return it->second.get();
    if (auto it = failed_.find(key); it != failed_.end()) {
      *why = it->second;
      return nullptr;
    }
    std::unique_ptr<Program> p;
    try {
      p = pair_.empty() ? load(k, why) : load_pair(k, why);
    } catch (const std::exception &e) {
      *why = std::string("build failed: ") + e.what();
    }
    if (!p) {
      failed_[key] = *why;
      return nullptr;
    }
    return (built_[key] = std::move(p)).get();
  }

private:
  std::unique_ptr<Program> load(const RealKernel &k, std::string *why) {
    if (k.file.empty()) // ours: embedded, or the PTX beside the bench's
      return std::make_unique<Program>(load_program(
          ctx_, "real_own",
          o_.ptx_dir.empty() ? "" : o_.ptx_dir + "/real_own." + o_.library + ".ptx",
          o_.build_options));
    const std::string stem = k.file.substr(0, k.file.rfind('.'));
    for (const std::string &d : real_dirs(o_)) {
      if (!exists(d + "/" + k.file))
        continue;
      const std::string opts =
          (k.options == "-" ? std::string() : k.options) + " " + o_.build_options;
      std::unique_ptr<Program> p;
      if (o_.ptx_dir.empty()) {
        p = std::make_unique<Program>(
            Program::from_source(ctx_, read_file(d + "/" + k.file), opts));
      } else {
        // PTX mode: clang's PTX of the file (scripts/real-kernels-ptx.sh).
        const std::string ptx = d + "/ptx/" + stem + "." + o_.library + ".ptx";
        if (!exists(ptx)) {
          *why = "no PTX " + ptx + " (scripts/real-kernels-ptx.sh)";
          return nullptr;
        }
        p = std::make_unique<Program>(
            Program::from_binary(ctx_, read_file(ptx), o_.build_options));
      }
      save_binary(*p, program_stem(k)); // as load_program saves ours
      return p;
    }
    std::string searched;
    for (const std::string &d : real_dirs(o_))
      searched += (searched.empty() ? "" : ", ") + d;
    *why = k.file + " not found in " + searched +
           " (scripts/fetch-real-kernels.sh)";
    return nullptr;
  }

  std::unique_ptr<Program> load_pair(const RealKernel &k, std::string *why) {
    const std::string path = pair_ + "/" + program_stem(k) + ".bin";
    if (!exists(path)) {
      *why = "no saved binary " + path;
      return nullptr;
    }
    return std::make_unique<Program>(
        Program::from_binary(ctx_, read_file(path), o_.build_options));
  }

  const Context &ctx_;
  const Options &o_;
  const std::string pair_;
  std::map<std::string, std::unique_ptr<Program>> built_;
  std::map<std::string, std::string> failed_;
};

// One line of the table, kept until the end.
struct Line {
  std::string name, kernel, result;
  size_t wg = 0, groups = 0;
  double us = 0, gbps = 0;
  bool upstream = false;
};

// The CSV row of a case that did not build or raised an OpenCL error: its
// one result empty, so the case is listed and counted as failed.
Row failed_row(const std::string &name) {
  Row r;
  r.group = "real";
  r.name = name;
  r.results.push_back({"kernel", 0, {}});
  return r;
}

void print_table(const std::vector<Line> &lines) {
  std::printf("\nReal kernels (tests/real/manifest.tsv, tests/kernels/"
              "real_own.cl): median device time; GB/s = bytes of the\n"
              "kernel's buffers read + written / median; * = the work-group "
              "size its project runs\n");
  std::printf("%-38s %-32s %5s %7s | %10s %8s  %s\n", "case", "kernel", "wg",
              "groups", "median us", "GB/s", "result");
  for (const Line &l : lines) {
    if (l.result == "ok")
      std::printf("%-38s %-32s %4zu%s %7zu | %10.2f %8.3f  ok\n", l.name.c_str(),
                  l.kernel.c_str(), l.wg, l.upstream ? "*" : " ", l.groups,
                  l.us, l.gbps);
    else
      std::printf("%-38s %-32s %4zu%s %7zu |                      %s\n",
                  l.name.c_str(), l.kernel.c_str(), l.wg,
                  l.upstream ? "*" : " ", l.groups, l.result.c_str());
  }
  size_t ok = 0, skipped = 0, beyond = 0, wrong = 0;
  for (const Line &l : lines)
    l.result == "ok"                          ? ++ok
    : l.result.rfind("skipped", 0) == 0       ? ++skipped
    : l.result.rfind("wrong, beyond", 0) == 0 ? ++beyond
                                              : ++wrong;
  std::printf("real kernels: %zu verified, %zu skipped, %zu wrong beyond the "
              "spec, %zu wrong\n", ok, skipped, beyond, wrong);
  std::fflush(stdout);
}

} // namespace

std::vector<Row> run_real(const Context &ctx, const Options &o,
                          const std::vector<RealCase> &cases) {
  const std::string ext = device_string(ctx, CL_DEVICE_EXTENSIONS);
  cl_uint align_bits = 0;
  check(clGetDeviceInfo(ctx.info().device, CL_DEVICE_MEM_BASE_ADDR_ALIGN,
                        sizeof align_bits, &align_bits, nullptr),
        "clGetDeviceInfo");
  const size_t align = std::max<size_t>(align_bits / 8, 16);
  Programs programs(ctx, o);
  std::unique_ptr<Programs> pairs;
  if (!o.pair_dir.empty())
    pairs = std::make_unique<Programs>(ctx, o, o.pair_dir);
  std::vector<Row> rows;
  std::vector<Line> lines;
  size_t index = 0;
  for (const RealCase &c : cases) {
    ++index;
    const RealKernel &k = *c.k;
    Line line{c.name(), k.kernel, "", c.wg, 0, 0, 0, c.wg == k.upstream_wg};
    auto skip = [&](const std::string &why) {
      line.result = "skipped: " + why;
      progress(index, cases.size(), line.name, line.result);
      lines.push_back(line);
    };
    if (k.needs == "ext" && (o.baseline || !lists(ext, "cl_khr_extended_async_copies"))) {
      skip("needs cl_khr_extended_async_copies, which the device does not list");
      continue;
    }
    if (k.needs == "fp16" && !lists(ext, "cl_khr_fp16")) {
      skip("needs cl_khr_fp16, which the device does not list");
      continue;
    }
    std::string why;
    const Program *program = programs.get(c, &why);
    if (!program) {
      if (why.rfind("build failed", 0) == 0) {
        line.result = "WRONG: " + why.substr(0, why.find('\n'));
        std::fprintf(stderr, "FAIL %s: %s\n", line.name.c_str(), why.c_str());
        progress(index, cases.size(), line.name, "BUILD FAILED");
        lines.push_back(line);
        rows.push_back(failed_row(line.name));
      } else {
        skip(why);
      }
      continue;
    }
    // A driver's error on one case (a launch refused for its resources)
    // fails that case and the corpus goes on.
    try {
      Kernel kernel(program->get(), k.kernel.c_str());
      size_t most = 0;
      check(clGetKernelWorkGroupInfo(kernel.get(), ctx.info().device,
                                     CL_KERNEL_WORK_GROUP_SIZE, sizeof most,
                                     &most, nullptr),
            "clGetKernelWorkGroupInfo");
      if (most < c.wg) {
        skip("the kernel allows work-groups of " + std::to_string(most));
        continue;
      }
      const RealSetup s = k.setup(c.wg, o.quick);
      cl_ulong local_mem = 0;
      check(clGetDeviceInfo(ctx.info().device, CL_DEVICE_LOCAL_MEM_SIZE,
                            sizeof local_mem, &local_mem, nullptr),
            "clGetDeviceInfo");
      size_t local_bytes = 0;
      for (const RealArg &a : s.args)
        if (a.kind == RealArg::kLocal)
          local_bytes += a.index;
      if (local_bytes > local_mem) {
        skip("needs " + std::to_string(local_bytes) + " bytes of local memory, the device has " +
             std::to_string(local_mem));
        continue;
      }
      line.groups = s.global / s.local;
      std::vector<std::unique_ptr<Guarded>> bufs;
      double bytes = 0;
      for (size_t b = 0; b < s.buffers.size(); ++b) {
        const RealBuffer &rb = s.buffers[b];
        const size_t shift = o.inject_error && rb.written ? align : 0;
        bufs.push_back(std::make_unique<Guarded>(ctx, rb.init.size(), align, shift,
                                                 0x5eed0000 + 977 * index + b));
        bytes += double(rb.init.size()) * (rb.read + rb.written);
      }
      auto bind = [&](Kernel &kk) {
        cl_uint i = 0;
        for (const RealArg &a : s.args) {
          if (a.kind == RealArg::kBuffer)
            kk.arg(i, bufs[a.index]->sub);
          else if (a.kind == RealArg::kLocal)
            kk.arg(i, LocalBytes{a.index});
          else
            check(clSetKernelArg(kk.get(), i, a.bytes.size(), a.bytes.data()),
                  "clSetKernelArg");
          ++i;
        }
      };
      // The sides timed: this run's build ("kernel"); with --pair the
      // binary saved by another run ("own"); with --pair-again each twice.
      struct Side {
        std::string name;
        Kernel *kernel;
        bool reference;
      };
      std::vector<std::unique_ptr<Kernel>> more;
      std::vector<Side> sides{{"kernel", &kernel, false}};
      const Program *own = nullptr;
      // why: " (--pair-not)" or ": " and the reason.
      auto no_reference = [&line](const std::string &why) {
        std::fprintf(stderr, "note %s: no reference side%s\n", line.name.c_str(), why.c_str());
      };
      if (pairs && std::find(o.pair_not.begin(), o.pair_not.end(), line.name) != o.pair_not.end())
        no_reference(" (--pair-not)");
      else if (pairs) {
        std::string pwhy;
        own = pairs->get(c, &pwhy);
        if (!own)
          no_reference(": " + pwhy.substr(0, pwhy.find('\n')));
        else {
          try {
            more.push_back(std::make_unique<Kernel>(own->get(), k.kernel.c_str()));
            sides.push_back({"own", more.back().get(), true});
          } catch (const cl_error &e) { // a saved build without the kernel
            no_reference(std::string(": ") + e.what());
            own = nullptr;
          }
        }
      }
      if (o.pair_again) {
        more.push_back(std::make_unique<Kernel>(program->get(), k.kernel.c_str()));
        sides.push_back({"kernel-again", more.back().get(), false});
        if (own) {
          more.push_back(std::make_unique<Kernel>(own->get(), k.kernel.c_str()));
          sides.push_back({"own-again", more.back().get(), true});
        }
      }
      for (const Side &sd : sides)
        bind(*sd.kernel);
      const size_t global = s.global, local = s.local;
      // Every side's output, every byte of every buffer, guard bands
      // included.  A reference side that is wrong (a driver's own bug) is
      // left out of the timing with a note; this run's build must be right.
      bool verified = true;
      std::vector<Side> timed;
      for (const Side &sd : sides) {
        for (size_t b = 0; b < bufs.size(); ++b)
          bufs[b]->load(ctx, s.buffers[b].init);
        sd.kernel->run(ctx, {global}, {local}, true);
        bool right = true;
        for (size_t b = 0; b < bufs.size(); ++b) {
          const std::vector<unsigned char> got = bufs[b]->read(ctx),
                                           want = bufs[b]->expected(s.buffers[b].want);
          size_t first = 0;
          if (const size_t wrong = count_wrong(got, want, &first)) {
            const size_t g = bufs[b]->guard, n = s.buffers[b].init.size();
            const std::string where =
                first < g ? "in the guard band before it"
                          : first < g + n ? "at byte " + std::to_string(first - g)
                                          : "in the guard band after it";
            std::fprintf(stderr,
                         "%s %s%s: buffer %zu: %zu wrong bytes; first %s: got "
                         "0x%02x want 0x%02x\n",
                         sd.reference ? "note (reference side wrong, not timed):"
                         : k.beyond_spec.empty() ? "FAIL"
                                                 : "beyond the spec:",
                         line.name.c_str(),
                         sd.name == "kernel" ? "" : (" " + sd.name).c_str(), b, wrong,
                         where.c_str(), got[first], want[first]);
            right = false;
          }
        }
        if (right)
          timed.push_back(sd);
        else if (!sd.reference)
          verified = false;
      }
      Row r;
      r.group = "real";
      r.name = line.name;
      r.tile = "wg" + std::to_string(c.wg);
      r.verified = verified;
      if (!verified && !k.beyond_spec.empty()) {
        // Reported, left out of the CSV, not a failure.
        line.result = "wrong, beyond the spec: " + k.beyond_spec;
        progress(index, cases.size(), line.name, "wrong (beyond the spec)");
        lines.push_back(line);
        continue;
      }
      if (!verified) {
        line.result = "WRONG OUTPUT";
        progress(index, cases.size(), line.name, "WRONG OUTPUT");
        r.results.push_back({"kernel", bytes, {}});
      } else {
        std::vector<Pending> pending;
        for (const Side &sd : timed) {
          Kernel *kk = sd.kernel;
          pending.push_back({sd.name, bytes, [&ctx, kk, global, local] {
                               return kk->run(ctx, {global}, {local}, true);
                             }, c.wg});
        }
        r.results = time_side_by_side(pending, o, index, cases.size(), line.name);
        line.result = "ok";
        line.us = r.results[0].t.median * 1e6;
        line.gbps = r.results[0].gbps();
      }
      rows.push_back(r);
      lines.push_back(line);
    } catch (const cl_error &e) {
      std::fprintf(stderr, "FAIL %s: %s\n", line.name.c_str(), e.what());
      progress(index, cases.size(), line.name, "WRONG: OpenCL error");
      line.result = std::string("WRONG: ") + e.what();
      lines.push_back(line);
      rows.push_back(failed_row(line.name));
    }
  }
  print_table(lines);
  return rows;
}

} // namespace xasync::bench
