// `limb hmac`, `limb hmac-sha256` and `limb aead`: the keyed symmetric commands.
#include <cstdio>
#include <cstring>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "limb/base/ct.h"
#include "limb/base/secret.h"
#include "limb/symmetric/chacha20poly1305/chacha20poly1305.h"
#include "limb/symmetric/hmac/hmac.h"
#include "limb/tools/cli_util.h"
#include "limb/tools/commands.h"
#include "limb/tools/hashes.h"

namespace limb::cli {
namespace {

// Key files hold the key in hex: hex digits on one line, optionally ended by
// one "\n" or "\r\n", as `openssl rand -hex 32 >FILE` writes it. Anything
// else (raw bytes, spaces, a second line) is rejected: MACing with a file's
// text and newline instead of the key it spells would fail silently. `aead`
// also takes a file of exactly its 32 raw key bytes, which no hex file can be
// mistaken for (a 32-byte hex file spells 16 bytes and fails the length
// check). --key HEX puts the key in the process list (ps, /proc/PID/cmdline)
// and the shell history; --key-file keeps it out.
constexpr char kKeyFileFormat[] =
    "a key file holds the key in hex on one line, as `openssl rand -hex 32` writes it";

// LoadKey reads --key HEX or --key-file FILE (exactly one). raw_len != 0
// also accepts a key file of exactly raw_len raw bytes. want_len 0 accepts
// any length.
bool LoadKey(const Args& args, size_t want_len, size_t raw_len, SecretBytes* key,
             std::string* err) {
  const bool hex = args.Has("key"), file = args.Has("key-file");
  if (hex == file) {
    *err = "give exactly one of --key HEX and --key-file FILE";
    return false;
  }
  if (hex) {
    std::string text = *args.Get("key");
    std::optional<SecretBytes> k = DecodeHexSecret(text);
    SecureWipe(text.data(), text.size());
    if (!k) {
      *err = "--key: not an even number of hex digits";
      return false;
    }
    *key = std::move(*k);
  } else {
    const std::string path = *args.Get("key-file");
    const std::string name = path.empty() || path == "-" ? "-" : path;
    std::optional<SecretBytes> data = ReadInput(path, kKeyFileLimit, "a key file is at most 1 MiB");
    if (!data) {
      *err = "cannot read the key file";
      return false;
    }
    if (raw_len != 0 && data->size() == raw_len) {
      key->assign(data->begin(), data->end());
    } else {
      size_t end = data->size();
      if (end > 0 && (*data)[end - 1] == '\n') --end;
      if (end > 0 && (*data)[end - 1] == '\r' && end < data->size()) --end;
      const std::string_view text(reinterpret_cast<const char*>(data->data()), end);
      std::optional<SecretBytes> k = DecodeHexSecret(text);
      if (!k || text.empty()) {
        const size_t bad = text.find_first_not_of("0123456789abcdefABCDEF");
        *err = name + ": not a hex key (" +
               (text.empty()              ? std::string("the file is empty")
                : bad != std::string::npos ? "byte " + std::to_string(bad) + " is not a hex digit"
                                           : std::string("an odd number of hex digits")) +
               "); " + kKeyFileFormat;
        return false;
      }
      *key = std::move(*k);
    }
  }
  if (want_len != 0 && key->size() != want_len) {
    *err = "the key must be " + std::to_string(want_len) + " bytes, got " +
           std::to_string(key->size());
    SecureWipe(key->data(), key->size());
    return false;
  }
  return true;
}

// AEAD messages are held in memory whole (open must authenticate every byte
// before it releases any plaintext), so limb takes at most 256 MiB, far
// below RFC 8439's 2^38 - 64 bytes; larger files need a streaming format.
constexpr size_t kAeadMaxMessage = size_t{256} << 20;

}  // namespace

int HmacMain(const char* hash, int argc, char** argv) {
  // hash: the hash of `limb hmac-sha256`; null for `limb hmac [--hash H]`.
  const std::string name = hash ? std::string("hmac-") + hash : "hmac";
  const std::string usage =
      "usage: limb " + name + (hash ? "" : " [--hash H]") +
      " --key HEX|--key-file FILE [FILE...]\n"
      "HMAC of each file (standard input if none), streamed; one line per file,\n"
      "the MAC in hex, two spaces, the name\n" +
      (hash ? std::string()
            : "  --hash H         " + std::string(HashNames()) +
                  " (default sha256); sha1 only\n"
                  "                   to check old MACs\n") +
      "  --key-file FILE  the key in hex on one line (a trailing newline is allowed),\n"
      "                   as `openssl rand -hex 32 >FILE` writes it; raw bytes are refused\n"
      "  --key HEX        the key in hex on the command line: visible to every user in\n"
      "                   the process list (ps, /proc) and kept in shell history; prefer\n"
      "                   --key-file\n";
  Args args;
  std::vector<std::string> options = {"key", "key-file"};
  if (!hash) options.push_back("hash");
  if (!args.Parse(argc, argv, options, {"help"})) {
    return Fail(kExitUsage, args.error() + "\n" + usage);
  }
  if (args.Has("help")) {
    std::fputs(usage.c_str(), stdout);
    return kExitOk;
  }
  const std::string hash_name = hash ? hash : args.Get("hash").value_or("sha256");
  const HashSpec* spec = FindHash(hash_name);
  if (spec == nullptr) {
    return Fail(kExitUsage, "--hash must be one of " + std::string(HashNames()));
  }
  SecretBytes key;
  std::string err;
  if (!LoadKey(args, 0, 0, &key, &err)) return Fail(kExitUsage, err);
  std::vector<std::string> files = args.positional();
  if (files.empty()) files.push_back("-");
  const std::unique_ptr<CliHash> keyed = spec->make_hmac(key);
  SecureWipe(key.data(), key.size());
  int rc = kExitOk;
  for (const std::string& f : files) {
    std::unique_ptr<CliHash> h = keyed->Clone();
    if (int e = StreamInput(f, [&h](std::span<const uint8_t> c) { h->Update(c); }); e != 0) {
      std::fprintf(stderr, "limb: %s: %s\n", f.c_str(), std::strerror(e));
      rc = kExitUsage;
      continue;
    }
    uint8_t tag[64];
    h->Final(tag);
    std::printf("%s  %s\n", EncodeHex(tag, spec->digest_size).c_str(), f.c_str());
    SecureWipe(tag, sizeof(tag));
  }
  return rc;
}

int AeadMain(int argc, char** argv) {
  constexpr char kUsage[] =
      "usage: limb aead seal|open [--xchacha] --key HEX|--key-file FILE --nonce HEX\n"
      "                 [--aad HEX] [--in FILE] [--out FILE]\n"
      "ciphertext is ciphertext||tag (16 bytes); open exits 1 and writes nothing\n"
      "if authentication fails\n"
      "  --key-file FILE  the 32-byte key in hex on one line (`openssl rand -hex 32`),\n"
      "                   or its 32 raw bytes\n"
      "  --key HEX        the key on the command line: visible to every user in the\n"
      "                   process list (ps, /proc) and kept in shell history; prefer\n"
      "                   --key-file\n"
      "  --in FILE        at most 256 MiB (+ 16 for open), held in memory; default stdin\n"
      "  --out FILE       replaced atomically; mode 0600 for open (plaintext), 0666 less\n"
      "                   the umask for seal; default stdout";
  Args args;
  if (!args.Parse(argc, argv, {"key", "key-file", "nonce", "aad", "in", "out"},
                  {"xchacha", "help"})) {
    return Fail(kExitUsage, args.error() + "\n" + kUsage);
  }
  if (args.Has("help")) {
    std::printf("%s\n", kUsage);
    return kExitOk;
  }
  if (args.positional().size() != 1 ||
      (args.positional()[0] != "seal" && args.positional()[0] != "open")) {
    return Fail(kExitUsage, std::string("expected seal or open\n") + kUsage);
  }
  const bool seal = args.positional()[0] == "seal";
  const bool x = args.Has("xchacha");
  SecretBytes key;
  std::string err;
  if (!LoadKey(args, kChaCha20Poly1305KeySize, kChaCha20Poly1305KeySize, &key, &err)) {
    return Fail(kExitUsage, err);
  }
  if (!args.Has("nonce")) return Fail(kExitUsage, std::string("--nonce is required\n") + kUsage);
  auto nonce = DecodeHex(*args.Get("nonce"));
  const size_t nonce_len = x ? kXChaCha20Poly1305NonceSize : kChaCha20Poly1305NonceSize;
  if (!nonce || nonce->size() != nonce_len) {
    return Fail(kExitUsage, "--nonce must be " + std::to_string(nonce_len) + " bytes in hex");
  }
  std::vector<uint8_t> aad;
  if (args.Has("aad")) {
    auto a = DecodeHex(*args.Get("aad"));
    if (!a) return Fail(kExitUsage, "--aad: not an even number of hex digits");
    aad = std::move(*a);
  }
  const size_t limit = seal ? kAeadMaxMessage : kAeadMaxMessage + kChaCha20Poly1305TagSize;
  std::optional<SecretBytes> in =
      ReadInput(args.Get("in").value_or("-"), limit,
                seal ? "limb aead seals messages of at most 256 MiB"
                     : "limb aead opens ciphertexts of at most 256 MiB + 16");
  if (!in) {
    SecureWipe(key.data(), key.size());
    return kExitUsage;
  }
  if (!seal && in->size() < kChaCha20Poly1305TagSize) {
    return Fail(kExitFailure, "authentication failed (input shorter than the tag)");
  }
  // Wiping storage: after open it holds the plaintext.
  SecretBytes out(seal ? in->size() + kChaCha20Poly1305TagSize
                       : in->size() - kChaCha20Poly1305TagSize);
  size_t out_len = 0;
  Status s;
  if (seal) {
    s = x ? XChaCha20Poly1305Seal(out, &out_len, key, *nonce, *in, aad)
          : ChaCha20Poly1305Seal(out, &out_len, key, *nonce, *in, aad);
  } else {
    s = x ? XChaCha20Poly1305Open(out, &out_len, key, *nonce, *in, aad)
          : ChaCha20Poly1305Open(out, &out_len, key, *nonce, *in, aad);
  }
  SecureWipe(key.data(), key.size());
  if (s == Status::kAuthenticationFailed) return Fail(kExitFailure, "authentication failed");
  if (s != Status::kOk) return Fail(kExitUsage, StatusName(s));
  const bool ok = WriteOutput(args.Get("out").value_or("-"), {out.data(), out_len},
                              seal ? OutputMode::kPublic : OutputMode::kSecret);
  if (!seal) SecureWipe(out.data(), out.size());
  return ok ? kExitOk : kExitUsage;
}

}  // namespace limb::cli
