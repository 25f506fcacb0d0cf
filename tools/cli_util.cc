#include "limb/tools/cli_util.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstring>

#include "limb/base/ct.h"
#include "limb/base/random.h"
#include "limb/base/status.h"

namespace limb::cli {

bool Args::Parse(int argc, char** argv, const std::vector<std::string>& options,
                 const std::vector<std::string>& flags) {
  auto known = [](const std::vector<std::string>& v, const std::string& s) {
    for (const auto& x : v)
      if (x == s) return true;
    return false;
  };
  bool options_done = false;
  for (int i = 0; i < argc; ++i) {
    std::string a = argv[i];
    if (options_done || a.size() < 3 || a.compare(0, 2, "--") != 0) {
      if (a == "--") {
        options_done = true;
        continue;
      }
      positional_.push_back(a);
      continue;
    }
    std::string name = a.substr(2), value;
    bool has_value = false;
    if (auto eq = name.find('='); eq != std::string::npos) {
      value = name.substr(eq + 1);
      name = name.substr(0, eq);
      has_value = true;
    }
    if (known(flags, name)) {
      if (has_value) {
        error_ = "option --" + name + " takes no value";
        return false;
      }
      values_.emplace_back(name, "");
    } else if (known(options, name)) {
      if (!has_value) {
        if (i + 1 >= argc) {
          error_ = "option --" + name + " needs a value";
          return false;
        }
        value = argv[++i];
      }
      values_.emplace_back(name, value);
    } else {
      error_ = "unknown option --" + name;
      return false;
    }
  }
  return true;
}

std::optional<std::string> Args::Get(std::string_view name) const {
  std::optional<std::string> r;
  for (const auto& [k, v] : values_)
    if (k == name) r = v;  // the last one wins, as in most tools
  return r;
}

bool Args::Has(std::string_view name) const {
  for (const auto& kv : values_)
    if (kv.first == name) return true;
  return false;
}

Args::~Args() {
  for (auto& [k, v] : values_) SecureWipe(v.data(), v.size());
}

namespace {

template <typename Bytes>
std::optional<Bytes> DecodeHexAs(std::string_view hex) {
  if (hex.size() % 2 != 0) return std::nullopt;
  auto nib = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  Bytes out(hex.size() / 2);
  for (size_t i = 0; i < out.size(); ++i) {
    int hi = nib(hex[2 * i]), lo = nib(hex[2 * i + 1]);
    if (hi < 0 || lo < 0) return std::nullopt;
    out[i] = static_cast<uint8_t>(hi << 4 | lo);
  }
  return out;
}

}  // namespace

std::optional<std::vector<uint8_t>> DecodeHex(std::string_view hex) {
  return DecodeHexAs<std::vector<uint8_t>>(hex);
}

std::optional<SecretBytes> DecodeHexSecret(std::string_view hex) {
  return DecodeHexAs<SecretBytes>(hex);
}

std::string EncodeHex(const uint8_t* p, size_t n) {
  static const char kDigits[] = "0123456789abcdef";
  std::string s(2 * n, '0');
  for (size_t i = 0; i < n; ++i) {
    s[2 * i] = kDigits[p[i] >> 4];
    s[2 * i + 1] = kDigits[p[i] & 15];
  }
  return s;
}

namespace {

bool IsStdStream(const std::string& path) { return path.empty() || path == "-"; }
std::string ShownName(const std::string& path) { return IsStdStream(path) ? "-" : path; }

// ReadLoop hands fd's bytes to `chunk` through buf until EOF or until more
// than `limit` bytes were seen (then returns EFBIG, having read at most
// limit + 1 and passed on at most limit). Returns 0 or errno.
int ReadLoop(int fd, std::span<uint8_t> buf, size_t limit,
             const std::function<void(std::span<const uint8_t>)>& chunk) {
  size_t total = 0;
  for (;;) {
    // Ask for no more than one byte past the limit: that byte proves the
    // input too large, and a pipe keeps the rest.
    const size_t want = limit - total < buf.size() ? limit - total + 1 : buf.size();
    const ssize_t n = ::read(fd, buf.data(), want);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0) return errno;
    if (n == 0) return 0;
    if (static_cast<size_t>(n) > limit - total) return EFBIG;
    total += static_cast<size_t>(n);
    chunk(buf.first(static_cast<size_t>(n)));
  }
}

// ConsumeInput opens path (stdin for "-"), rejects a regular file larger
// than limit before reading it, and runs ReadLoop. Returns 0 or errno.
int ConsumeInput(const std::string& path, size_t limit,
                 const std::function<void(std::span<const uint8_t>)>& chunk) {
  const bool std_in = IsStdStream(path);
  const int fd = std_in ? STDIN_FILENO : ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return errno;
  struct stat st;
  int err = 0;
  // A regular file (stdin may be one) holds st_size less the current offset.
  const off_t pos = ::fstat(fd, &st) == 0 && S_ISREG(st.st_mode) ? ::lseek(fd, 0, SEEK_CUR) : -1;
  if (pos >= 0 && st.st_size > pos && static_cast<uint64_t>(st.st_size - pos) > limit) {
    err = EFBIG;
  } else {
    std::vector<uint8_t> buf(size_t{1} << 16);
    err = ReadLoop(fd, buf, limit, chunk);
    SecureWipe(buf.data(), buf.size());
  }
  if (!std_in) ::close(fd);
  return err;
}

// TempName: ".NAME.XXXXXXXXXXXX" in dir, 12 random hex digits (NAME cut to
// 200 bytes so the result stays within NAME_MAX).
std::string TempName(const std::string& dir, const std::string& base) {
  uint8_t r[6];
  if (RandomBytes(r) != Status::kOk) {
    static unsigned counter = 0;  // the name need only be fresh; O_EXCL decides
    const uint64_t v = static_cast<uint64_t>(::getpid()) << 16 | ++counter;
    for (size_t i = 0; i < sizeof r; ++i) r[i] = static_cast<uint8_t>(v >> (8 * i));
  }
  return dir + "." + base.substr(0, 200) + "." + EncodeHex(r, sizeof r);
}

bool WriteFd(int fd, std::span<const uint8_t> data, int* err) {
  size_t done = 0;
  while (done < data.size()) {
    const ssize_t w = ::write(fd, data.data() + done, data.size() - done);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) {
      *err = w < 0 ? errno : EIO;
      return false;
    }
    done += static_cast<size_t>(w);
  }
  return true;
}

}  // namespace

int StreamInput(const std::string& path,
                const std::function<void(std::span<const uint8_t>)>& chunk) {
  return ConsumeInput(path, SIZE_MAX, chunk);
}

std::optional<SecretBytes> ReadInput(const std::string& path, size_t limit,
                                     const std::string& what, bool* too_large) {
  SecretBytes data;
  data.reserve(limit < 16384 ? limit : 16384);
  const int err = ConsumeInput(path, limit, [&data](std::span<const uint8_t> c) {
    data.insert(data.end(), c.begin(), c.end());
  });
  if (too_large != nullptr) *too_large = err == EFBIG;
  if (err == 0) return data;
  if (err == EFBIG && too_large != nullptr) return std::nullopt;
  if (err == EFBIG) {
    std::fprintf(stderr, "limb: %s: too large: more than %zu bytes (%s)\n",
                 ShownName(path).c_str(), limit, what.c_str());
  } else {
    std::fprintf(stderr, "limb: %s: %s\n", ShownName(path).c_str(), std::strerror(err));
  }
  return std::nullopt;
}

bool WriteOutput(const std::string& path, std::span<const uint8_t> data, OutputMode mode) {
  int err = 0;
  if (IsStdStream(path)) {
    if (std::fflush(stdout) == 0 && WriteFd(STDOUT_FILENO, data, &err)) return true;
    std::fprintf(stderr, "limb: -: write failed: %s\n", std::strerror(err != 0 ? err : errno));
    return false;
  }
  // A file-size limit (ulimit -f) must show up as EFBIG, which is cleaned
  // up below, not as SIGXFSZ, which would kill us with the temporary left.
  std::signal(SIGXFSZ, SIG_IGN);
  const size_t slash = path.rfind('/');
  const std::string dir = slash == std::string::npos ? "" : path.substr(0, slash + 1);
  const std::string base = slash == std::string::npos ? path : path.substr(slash + 1);
  const mode_t perm = mode == OutputMode::kSecret ? 0600 : 0666;
  std::string tmp;
  int fd = -1;
  for (int attempt = 0; attempt < 100 && fd < 0; ++attempt) {
    tmp = TempName(dir, base);
    fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, perm);
    if (fd < 0 && errno != EEXIST) break;
  }
  if (fd < 0) {
    std::fprintf(stderr, "limb: %s: cannot create a temporary file beside it: %s\n",
                 path.c_str(), std::strerror(errno));
    return false;
  }
  bool ok = WriteFd(fd, data, &err);
  if (ok && ::fsync(fd) != 0) ok = false, err = errno;
  if (::close(fd) != 0 && ok) ok = false, err = errno;
  if (ok && ::rename(tmp.c_str(), path.c_str()) != 0) ok = false, err = errno;
  if (!ok) {
    ::unlink(tmp.c_str());
    std::fprintf(stderr, "limb: %s: write failed: %s (the file is unchanged)\n", path.c_str(),
                 std::strerror(err));
    return false;
  }
  // Make the rename itself durable; a directory that cannot be synced
  // (some filesystems refuse) leaves the new file in place all the same.
  const int dfd = ::open(dir.empty() ? "." : dir.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dfd >= 0) {
    (void)::fsync(dfd);
    ::close(dfd);
  }
  return true;
}

int Fail(int code, const std::string& msg) {
  std::fprintf(stderr, "limb: %s\n", msg.c_str());
  return code;
}

}  // namespace limb::cli
