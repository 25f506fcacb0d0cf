// `limb rsa`: RSA key generation and conversion, signatures and encryption
// (RFC 8017) from the command line. Files written are what OpenSSL's
// `pkey`/`pkeyutl`/`dgst` read and write; exit codes follow cli_util.h
// (0 ok, 1 verification or decryption failure with nothing written, 2 usage
// or input error with a one-line message on stderr).
//
// Secrets: private key files are read into SecretBytes (wiped on release,
// also when the buffer grows) and written with mode 0600; decrypted
// plaintexts live in SecretBytes too.
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include "base/ct.h"
#include "base/status.h"
#include "rsa/der.h"
#include "rsa/pem.h"
#include "rsa/rsa.h"
#include "tools/cli_util.h"
#include "tools/commands.h"

namespace limb::cli {
namespace {

constexpr char kRsaUsage[] =
    "usage: limb rsa COMMAND [OPTIONS]\n"
    "commands:\n"
    "  genkey  --bits N [--primes K] [--format pkcs8|pkcs1] [--der] [--out FILE]\n"
    "          new private key (e = 65537, N >= 2048, K primes, default 2); written\n"
    "          as PKCS#8 PEM unless --format pkcs1 / --der; files get mode 0600\n"
    "  pubkey  --key FILE [--format spki|pkcs1] [--der] [--out FILE]\n"
    "          the public half of a key (SubjectPublicKeyInfo PEM by default), as\n"
    "          `openssl pkey -pubout` / `openssl rsa -RSAPublicKey_out` write it\n"
    "\n"
    "Key files (--key, --pubkey) are PEM or DER, PKCS#1 or PKCS#8/SPKI, detected\n"
    "automatically; --pubkey also accepts a private key file. FILE '-' or no\n"
    "--in/--out: standard input/output.\n"
    "exit status: 0 success, 1 verification or decryption failure (nothing is\n"
    "written), 2 usage or input error (one line on stderr)\n"
    "`limb rsa COMMAND --help` shows one command.\n";

constexpr char kGenkeyUsage[] =
    "usage: limb rsa genkey --bits N [--primes K] [--format pkcs8|pkcs1] [--der] [--out FILE]\n"
    "  --bits N        modulus size in bits, 2048 <= N <= 16384\n"
    "  --primes K      number of primes (default 2; each prime at least 256 bits;\n"
    "                  OpenSSL loads keys of at most 3 primes below 4096 bits)\n"
    "  --format F      pkcs8 (PrivateKeyInfo, default) or pkcs1 (RSAPrivateKey)\n"
    "  --der           write DER instead of PEM\n"
    "  --out FILE      output file (mode 0600); default standard output\n";

constexpr char kPubkeyUsage[] =
    "usage: limb rsa pubkey --key FILE [--format spki|pkcs1] [--der] [--out FILE]\n"
    "  --key FILE      private or public key, PEM or DER, any supported structure\n"
    "  --format F      spki (SubjectPublicKeyInfo, default) or pkcs1 (RSAPublicKey)\n"
    "  --der           write DER instead of PEM\n"
    "  --out FILE      output file; default standard output\n";

// Usage prints a usage error: "limb: <msg>" and the command's synopsis.
int Usage(const std::string& msg, const char* usage) {
  std::fprintf(stderr, "limb: %s\n%s", msg.c_str(), usage);
  return kExitUsage;
}

// ParseArgs parses a subcommand's options (plus --help). Returns -1 to go on,
// else the exit code (0 after printing --help, 2 after a usage error).
int ParseArgs(Args* args, int argc, char** argv, const std::vector<std::string>& options,
              std::vector<std::string> flags, const char* usage) {
  flags.push_back("help");
  if (!args->Parse(argc, argv, options, flags)) return Usage(args->error(), usage);
  if (args->Has("help")) {
    std::fputs(usage, stdout);
    return kExitOk;
  }
  if (!args->positional().empty()) {
    return Usage("unexpected argument '" + args->positional()[0] + "'", usage);
  }
  return -1;
}

// ParseCount parses a decimal count in [lo, hi]; false if it is not one.
bool ParseCount(const std::string& s, size_t lo, size_t hi, size_t* out) {
  if (s.empty() || s.size() > 9) return false;
  size_t v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return false;
    v = v * 10 + static_cast<size_t>(c - '0');
  }
  if (v < lo || v > hi) return false;
  *out = v;
  return true;
}

// ReadSecretFile reads a whole file ("-": stdin) into wiping storage. Every
// buffer that ever held the contents is wiped when released. Prints
// "limb: PATH: reason" and returns nullopt on failure.
constexpr size_t kMaxKeyFileSize = 1 << 20;
std::optional<SecretBytes> ReadSecretFile(const std::string& path) {
  const bool std_in = path.empty() || path == "-";
  const char* name = std_in ? "-" : path.c_str();
  const int fd = std_in ? STDIN_FILENO : ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) {
    std::fprintf(stderr, "limb: %s: %s\n", name, std::strerror(errno));
    return std::nullopt;
  }
  SecretBytes data;
  data.reserve(16384);
  uint8_t buf[4096];
  int err = 0;
  for (;;) {
    const ssize_t n = ::read(fd, buf, sizeof buf);
    if (n < 0) {
      if (errno == EINTR) continue;
      err = errno;
      break;
    }
    if (n == 0) break;
    if (data.size() + static_cast<size_t>(n) > kMaxKeyFileSize) {
      err = EFBIG;
      break;
    }
    data.insert(data.end(), buf, buf + n);
  }
  SecureWipe(buf, sizeof buf);
  if (!std_in) ::close(fd);
  if (err != 0) {
    std::fprintf(stderr, "limb: %s: %s\n", name,
                 err == EFBIG ? "file too large for a key (over 1 MiB)" : std::strerror(err));
    return std::nullopt;
  }
  return data;
}

// WriteFile writes data to path ("-" or empty: stdout). Files are created
// (or truncated) with mode `mode`; an existing file also gets `mode`, so a
// private key never lands in a world-readable file that happened to exist.
bool WriteFile(const std::string& path, const uint8_t* p, size_t n, mode_t mode) {
  if (path.empty() || path == "-") return WriteAll("-", p, n);
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode);
  if (fd < 0 || ::fchmod(fd, mode) != 0) {
    std::fprintf(stderr, "limb: %s: %s\n", path.c_str(), std::strerror(errno));
    if (fd >= 0) ::close(fd);
    return false;
  }
  size_t done = 0;
  while (done < n) {
    const ssize_t w = ::write(fd, p + done, n - done);
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) break;
    done += static_cast<size_t>(w);
  }
  const bool ok = ::close(fd) == 0 && done == n;
  if (!ok) std::fprintf(stderr, "limb: %s: write failed\n", path.c_str());
  return ok;
}

// KeyError explains why a key file did not load: the parser's reason and
// offset for malformed input, the size limit, or the failed consistency
// check. Returns kExitUsage after printing one line.
int KeyError(const std::string& path, std::span<const uint8_t> data, Status s, size_t pos,
             bool want_private) {
  const std::string name = path.empty() || path == "-" ? "-" : path;
  if (s == Status::kMalformedDer) {
    der::DerError e;
    Result<der::ParsedKey> again = der::ParseAnyKey(data, &e);
    const char* reason = !again.ok() && e.reason[0] != '\0' ? e.reason : "malformed";
    const size_t off = !again.ok() ? e.offset : pos;
    return Fail(kExitUsage, name + ": not an RSA key in PEM or DER: " + reason + " at offset " +
                                std::to_string(off));
  }
  if (s == Status::kKeyTooSmall) {
    return Fail(kExitUsage, name + ": key too small (limb accepts moduli of " +
                                std::to_string(kRsaMinModulusBits) + " bits and more)");
  }
  if (want_private && s == Status::kInvalidArgument) {
    Result<der::ParsedKey> pk = der::ParseAnyKey(data);
    if (pk.ok() && !pk->is_private) {
      return Fail(kExitUsage, name + ": holds a public key; a private key is needed here");
    }
    return Fail(kExitUsage, name + ": invalid private key (its components are inconsistent)");
  }
  return Fail(kExitUsage, name + ": invalid key: " + StatusName(s));
}

// LoadPrivateKey reads and validates a private key file. Returns -1 on
// success, else the exit code (after the message).
[[maybe_unused]] int LoadPrivateKey(const std::string& path, RsaPrivateKey* key) {
  std::optional<SecretBytes> data = ReadSecretFile(path);
  if (!data) return kExitUsage;
  Result<RsaPrivateKey> k = ParsePrivateKey(*data);
  if (!k.ok()) return KeyError(path, *data, k.status(), k.error_position(), true);
  *key = std::move(*k);
  return -1;
}

// LoadPublicKey reads a public key file, or the public half of a private key
// file (the private part is then only parsed, not validated).
int LoadPublicKey(const std::string& path, RsaPublicKey* key) {
  std::optional<SecretBytes> data = ReadSecretFile(path);
  if (!data) return kExitUsage;
  Result<RsaPublicKey> k = ParsePublicKey(*data);
  if (!k.ok()) return KeyError(path, *data, k.status(), k.error_position(), false);
  *key = std::move(*k);
  return -1;
}

int GenkeyMain(int argc, char** argv) {
  Args args;
  if (int rc = ParseArgs(&args, argc, argv, {"bits", "primes", "format", "out"}, {"der"},
                         kGenkeyUsage);
      rc >= 0) {
    return rc;
  }
  if (!args.Has("bits")) return Usage("--bits is required", kGenkeyUsage);
  size_t bits = 0, primes = 2;
  if (!ParseCount(*args.Get("bits"), 0, 1u << 30, &bits)) {
    return Usage("--bits: not a number: '" + *args.Get("bits") + "'", kGenkeyUsage);
  }
  if (bits < kRsaMinGenerateBits) {
    return Fail(kExitUsage, "--bits " + std::to_string(bits) + ": keys must have at least " +
                                std::to_string(kRsaMinGenerateBits) + " bits");
  }
  if (bits > kRsaMaxModulusBits) {
    return Fail(kExitUsage, "--bits " + std::to_string(bits) + ": keys may have at most " +
                                std::to_string(kRsaMaxModulusBits) + " bits");
  }
  if (args.Has("primes") && !ParseCount(*args.Get("primes"), 2, kRsaMaxPrimes, &primes)) {
    return Usage("--primes: expected a number from 2 to " + std::to_string(kRsaMaxPrimes),
                 kGenkeyUsage);
  }
  if (bits / primes < 256) {
    return Fail(kExitUsage, "--primes " + std::to_string(primes) + ": too many for " +
                                std::to_string(bits) + " bits (each prime needs 256 bits)");
  }
  const std::string format = args.Get("format").value_or("pkcs8");
  if (format != "pkcs8" && format != "pkcs1") {
    return Usage("--format: expected pkcs8 or pkcs1, got '" + format + "'", kGenkeyUsage);
  }
  Result<RsaPrivateKey> key = GenerateKey(bits, primes);
  if (!key.ok()) return Fail(kExitUsage, std::string("key generation failed: ") +
                                             StatusName(key.status()));
  const bool pkcs8 = format == "pkcs8";
  const std::string out = args.Get("out").value_or("-");
  bool ok;
  if (args.Has("der")) {
    const SecretBytes d = pkcs8 ? MarshalPrivateKeyPkcs8(*key) : MarshalPrivateKeyPkcs1(*key);
    ok = WriteFile(out, d.data(), d.size(), 0600);
  } else {
    const SecretString p =
        pkcs8 ? MarshalPrivateKeyPkcs8Pem(*key) : MarshalPrivateKeyPkcs1Pem(*key);
    ok = WriteFile(out, reinterpret_cast<const uint8_t*>(p.data()), p.size(), 0600);
  }
  return ok ? kExitOk : kExitUsage;
}

int PubkeyMain(int argc, char** argv) {
  Args args;
  if (int rc = ParseArgs(&args, argc, argv, {"key", "format", "out"}, {"der"}, kPubkeyUsage);
      rc >= 0) {
    return rc;
  }
  if (!args.Has("key")) return Usage("--key is required", kPubkeyUsage);
  const std::string format = args.Get("format").value_or("spki");
  if (format != "spki" && format != "pkcs1") {
    return Usage("--format: expected spki or pkcs1, got '" + format + "'", kPubkeyUsage);
  }
  RsaPublicKey key;
  if (int rc = LoadPublicKey(*args.Get("key"), &key); rc >= 0) return rc;
  const bool spki = format == "spki";
  const std::string out = args.Get("out").value_or("-");
  bool ok;
  if (args.Has("der")) {
    const std::vector<uint8_t> d = spki ? MarshalPublicKeySpki(key) : MarshalPublicKeyPkcs1(key);
    ok = WriteAll(out, d.data(), d.size());
  } else {
    const std::string p = spki ? MarshalPublicKeySpkiPem(key) : MarshalPublicKeyPkcs1Pem(key);
    ok = WriteAll(out, reinterpret_cast<const uint8_t*>(p.data()), p.size());
  }
  return ok ? kExitOk : kExitUsage;
}

struct Subcommand {
  const char* name;
  int (*main)(int argc, char** argv);
};

constexpr Subcommand kSubcommands[] = {
    {"genkey", GenkeyMain},
    {"pubkey", PubkeyMain},
};

}  // namespace

int RsaMain(int argc, char** argv) {
  if (argc < 1) {
    std::fputs(kRsaUsage, stderr);
    return kExitUsage;
  }
  const std::string cmd = argv[0];
  if (cmd == "--help" || cmd == "-h" || cmd == "help") {
    std::fputs(kRsaUsage, stdout);
    return kExitOk;
  }
  for (const Subcommand& c : kSubcommands) {
    if (cmd == c.name) return c.main(argc - 1, argv + 1);
  }
  std::fprintf(stderr, "limb: rsa: unknown command '%s'\n%s", cmd.c_str(), kRsaUsage);
  return kExitUsage;
}

}  // namespace limb::cli
