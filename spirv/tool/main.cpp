// xasync-spirv lower|raise IN -o OUT: see docs/spirv.md.  Nothing is
// written unless the whole module converted and validated: the output goes
// to a temporary file beside OUT, renamed over it only on success.
#include "xasync_spirv/xasync_spirv.h"

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <sys/stat.h>
#include <unistd.h>

namespace {

int usage() {
  std::cerr << "usage: xasync-spirv lower|raise IN -o OUT\n"
               "  lower  NonSemantic.Codeplay.GroupAsyncCopies instructions -> calls of\n"
               "         async_work_group_copy_2D2D/3D3D (Import linkage)\n"
               "  raise  calls of those builtins -> the extended instructions\n"
               "  IN may be - for standard input.\n";
  return 2;
}

std::string read_input(const std::string &path) {
  std::stringstream s;
  if (path == "-") {
    s << std::cin.rdbuf();
    return s.str();
  }
  std::ifstream f(path, std::ios::binary);
  if (!f)
    throw xasync::spirv::Error("cannot read " + path + ": " + std::strerror(errno));
  s << f.rdbuf();
  return s.str();
}

void write_atomically(const std::string &path, const std::vector<uint32_t> &words) {
  std::string tmp = path + ".XXXXXX";
  int fd = mkstemp(tmp.data());
  if (fd < 0)
    throw xasync::spirv::Error("cannot create a file beside " + path + ": " +
                               std::strerror(errno));
  std::string bytes(words.size() * 4, '\0');
  for (size_t i = 0; i < words.size(); ++i)
    for (int b = 0; b < 4; ++b)
      bytes[4 * i + b] = char((words[i] >> (8 * b)) & 0xff);
  size_t done = 0;
  while (done < bytes.size()) {
    ssize_t n = write(fd, bytes.data() + done, bytes.size() - done);
    if (n <= 0) {
      const int err = errno;
      close(fd);
      unlink(tmp.c_str());
      throw xasync::spirv::Error("cannot write " + tmp + ": " + std::strerror(err));
    }
    done += size_t(n);
  }
  const mode_t mask = umask(0);
  umask(mask);
  if (fchmod(fd, 0666 & ~mask) != 0 || close(fd) != 0 || rename(tmp.c_str(), path.c_str()) != 0) {
    const int err = errno;
    unlink(tmp.c_str());
    throw xasync::spirv::Error("cannot write " + path + ": " + std::strerror(err));
  }
}

} // namespace

int main(int argc, char **argv) {
  std::string command, in, out;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    if (a == "-h" || a == "--help")
      return usage(), 0;
    if (a == "-o" && i + 1 < argc)
      out = argv[++i];
    else if (command.empty())
      command = a;
    else if (in.empty())
      in = a;
    else
      return usage();
  }
  if ((command != "lower" && command != "raise") || in.empty() || out.empty())
    return usage();
  try {
    const auto words = xasync::spirv::words_from_bytes(read_input(in));
    const auto result = command == "lower" ? xasync::spirv::lower(words)
                                           : xasync::spirv::raise(words);
    write_atomically(out, result);
    return 0;
  } catch (const xasync::spirv::Error &e) {
    std::cerr << "xasync-spirv " << command << ": " << (in == "-" ? "<stdin>" : in)
              << ": error: " << e.what() << "\n";
    return 1;
  } catch (const std::exception &e) {
    std::cerr << "xasync-spirv " << command << ": internal error: " << e.what() << "\n";
    return 1;
  }
}
