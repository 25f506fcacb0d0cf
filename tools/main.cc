// limb: the command-line tool.
#include <cstdio>
#include <cstring>

#include "limb/tools/cli_util.h"
#include "limb/tools/commands.h"

namespace {

constexpr char kUsage[] =
    "usage: limb COMMAND [ARGS...]\n"
    "commands:\n"
    "  sha1sum, sha224sum, sha256sum, sha384sum, sha512sum [FILE...]\n"
    "                          checksums, as coreutils' commands of those names (-c to check)\n"
    "  hmac [--hash H] --key HEX|--key-file FILE [FILE...]\n"
    "                          HMAC of each file (stdin if none), H sha1|sha224|sha256|\n"
    "                          sha384|sha512 (default sha256); hmac-sha256 = hmac --hash\n"
    "                          sha256. --key HEX shows\n"
    "                          the key in the process list (ps); prefer --key-file (hex)\n"
    "  aead seal|open [--xchacha] --key HEX|--key-file FILE --nonce HEX [--aad HEX]\n"
    "                 [--in FILE] [--out FILE]\n"
    "                          ChaCha20-Poly1305 (XChaCha20-Poly1305); output ciphertext||tag\n"
    "                          (`limb aead --help`)\n"
    "  rsa genkey|pubkey|sign|verify|encrypt|decrypt ...\n"
    "                          RSA keys, signatures, encryption (`limb rsa --help`)\n"
    "  cpu                     this CPU's class, features and the kernel tables in use\n"
    "  speed [--filter REGEX] [--time S] [--repetitions N] [--json FILE] [--go-bench] ...\n"
    "                          benchmarks, limb beside OpenSSL/GMP/libsodium/libgcrypt/Nettle\n"
    "                          (runs the speed tool, //benchmarks/speed:speed or $LIMB_SPEED;\n"
    "                          `limb speed --help`; build with --config=opt)\n"
    "--out FILE replaces FILE atomically; private keys and decrypted plaintexts get\n"
    "mode 0600. Inputs are bounded by what each command can use.\n"
    "exit status: 0 success, 1 verification or authentication failure, 2 usage or input error\n";

struct Command {
  const char* name;
  int (*main)(int argc, char** argv);
};

constexpr Command kCommands[] = {
    {"sha1sum", [](int argc, char** argv) { return limb::cli::SumMain("sha1", argc, argv); }},
    {"sha224sum", [](int argc, char** argv) { return limb::cli::SumMain("sha224", argc, argv); }},
    {"sha256sum", [](int argc, char** argv) { return limb::cli::SumMain("sha256", argc, argv); }},
    {"sha384sum", [](int argc, char** argv) { return limb::cli::SumMain("sha384", argc, argv); }},
    {"sha512sum", [](int argc, char** argv) { return limb::cli::SumMain("sha512", argc, argv); }},
    {"hmac", [](int argc, char** argv) { return limb::cli::HmacMain(nullptr, argc, argv); }},
    {"hmac-sha256", [](int argc, char** argv) { return limb::cli::HmacMain("sha256", argc, argv); }},
    {"aead", limb::cli::AeadMain},
    {"rsa", limb::cli::RsaMain},
    {"cpu", limb::cli::CpuMain},
    {"speed", limb::cli::SpeedCommandMain},
};

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2 || std::strcmp(argv[1], "--help") == 0 || std::strcmp(argv[1], "help") == 0) {
    std::fputs(kUsage, argc < 2 ? stderr : stdout);
    return argc < 2 ? limb::cli::kExitUsage : limb::cli::kExitOk;
  }
  for (const Command& c : kCommands) {
    if (std::strcmp(argv[1], c.name) == 0) return c.main(argc - 2, argv + 2);
  }
  std::fprintf(stderr, "limb: unknown command '%s'\n%s", argv[1], kUsage);
  return limb::cli::kExitUsage;
}
