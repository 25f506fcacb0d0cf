// `limb hmac-sha256` and `limb aead`: the keyed symmetric commands.
#include <cstdio>
#include <string>
#include <vector>

#include "limb/base/ct.h"
#include "limb/symmetric/chacha20poly1305/chacha20poly1305.h"
#include "limb/symmetric/hmac/hmac.h"
#include "limb/tools/cli_util.h"
#include "limb/tools/commands.h"

namespace limb::cli {
namespace {

// LoadKey reads --key HEX or --key-file FILE (exactly one). A key file holds
// the raw key bytes, or the key in hex (one line; a trailing newline is
// allowed). want_len 0 accepts any length.
bool LoadKey(const Args& args, size_t want_len, std::vector<uint8_t>* key, std::string* err) {
  const bool hex = args.Has("key"), file = args.Has("key-file");
  if (hex == file) {
    *err = "give exactly one of --key HEX and --key-file FILE";
    return false;
  }
  if (hex) {
    auto k = DecodeHex(*args.Get("key"));
    if (!k) {
      *err = "--key: not an even number of hex digits";
      return false;
    }
    *key = std::move(*k);
  } else {
    auto data = ReadAll(*args.Get("key-file"));
    if (!data) {
      *err = "cannot read the key file";
      return false;
    }
    std::string text(data->begin(), data->end());
    while (!text.empty() && (text.back() == '\n' || text.back() == '\r')) text.pop_back();
    auto k = (want_len != 0 && text.size() == 2 * want_len) ? DecodeHex(text) : std::nullopt;
    *key = k ? std::move(*k) : std::move(*data);
    SecureWipe(text.data(), text.size());
  }
  if (want_len != 0 && key->size() != want_len) {
    *err = "the key must be " + std::to_string(want_len) + " bytes, got " +
           std::to_string(key->size());
    return false;
  }
  return true;
}

}  // namespace

int HmacSha256Main(int argc, char** argv) {
  Args args;
  if (!args.Parse(argc, argv, {"key", "key-file"}, {})) {
    return Fail(kExitUsage, args.error() +
                                "\nusage: limb hmac-sha256 --key HEX|--key-file FILE [FILE...]");
  }
  std::vector<uint8_t> key;
  std::string err;
  if (!LoadKey(args, 0, &key, &err)) return Fail(kExitUsage, err);
  std::vector<std::string> files = args.positional();
  if (files.empty()) files.push_back("-");
  const HmacSha256 keyed(key);
  SecureWipe(key.data(), key.size());
  int rc = kExitOk;
  for (const std::string& f : files) {
    auto data = ReadAll(f);
    if (!data) {
      rc = kExitUsage;
      continue;
    }
    HmacSha256 h = keyed;
    h.Update(*data);
    auto tag = h.Final();
    std::printf("%s  %s\n", EncodeHex(tag.data(), tag.size()).c_str(), f.c_str());
  }
  return rc;
}

int AeadMain(int argc, char** argv) {
  constexpr char kUsage[] =
      "usage: limb aead seal|open [--xchacha] --key HEX|--key-file FILE --nonce HEX\n"
      "                 [--aad HEX] [--in FILE] [--out FILE]\n"
      "ciphertext is ciphertext||tag (16 bytes); open exits 1 and writes nothing\n"
      "if authentication fails";
  Args args;
  if (!args.Parse(argc, argv, {"key", "key-file", "nonce", "aad", "in", "out"}, {"xchacha"})) {
    return Fail(kExitUsage, args.error() + "\n" + kUsage);
  }
  if (args.positional().size() != 1 ||
      (args.positional()[0] != "seal" && args.positional()[0] != "open")) {
    return Fail(kExitUsage, std::string("expected seal or open\n") + kUsage);
  }
  const bool seal = args.positional()[0] == "seal";
  const bool x = args.Has("xchacha");
  std::vector<uint8_t> key;
  std::string err;
  if (!LoadKey(args, kChaCha20Poly1305KeySize, &key, &err)) return Fail(kExitUsage, err);
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
  auto in = ReadAll(args.Get("in").value_or("-"));
  if (!in) return kExitUsage;
  if (!seal && in->size() < kChaCha20Poly1305TagSize) {
    return Fail(kExitFailure, "authentication failed (input shorter than the tag)");
  }
  std::vector<uint8_t> out(seal ? in->size() + kChaCha20Poly1305TagSize
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
  const bool ok = WriteAll(args.Get("out").value_or("-"), out.data(), out_len);
  if (!seal) SecureWipe(out.data(), out.size());
  return ok ? kExitOk : kExitUsage;
}

}  // namespace limb::cli
