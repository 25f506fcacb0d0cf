// `limb rsa`: RSA key generation and conversion, signatures and encryption
// (RFC 8017) from the command line. Files written are what OpenSSL's
// `pkey`/`pkeyutl`/`dgst` read and write; exit codes follow cli_util.h
// (0 ok, 1 verification or decryption failure with nothing written, 2 usage
// or input error with a one-line message on stderr).
//
// Files: every input is bounded (cli_util.h): key files 1 MiB, ciphertexts
// and signatures k bytes, messages to encrypt k - overhead; the message to
// sign or verify is hashed as it streams. Every --out replaces its file
// atomically (WriteOutput): private keys and decrypted plaintexts get mode
// 0600, signatures, ciphertexts and public keys 0666 less the umask.
// Secrets are read into SecretBytes (wiped on release, also when the buffer
// grows); decrypted plaintexts live in SecretBytes too.
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "limb/base/secret.h"
#include "limb/base/status.h"
#include "limb/rsa/der.h"
#include "limb/rsa/pem.h"
#include "limb/rsa/rsa.h"
#include "limb/rsa/schemes.h"
#include "limb/tools/cli_util.h"
#include "limb/tools/commands.h"
#include "limb/tools/hashes.h"

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
    "  sign    --key FILE --scheme pkcs1|pss [--salt N|digest|max] [--hash H]\n"
    "          [--mgf1-hash H] [--in FILE] [--out FILE]\n"
    "          hash the input, sign the digest; the signature is k raw bytes, as\n"
    "          `openssl dgst -sha256 -sign` writes it. PSS: MGF1 with --hash unless\n"
    "          --mgf1-hash; salt default: the hash length (rsa_pss_saltlen:digest)\n"
    "  verify  --pubkey FILE --scheme pkcs1|pss [--salt N|digest|max|auto]\n"
    "          [--hash H] [--mgf1-hash H] --sig FILE [--in FILE]\n"
    "          prints 'Verified OK', or exits 1. PSS salt default: auto (any salt\n"
    "          length, recovered from the padding), as `openssl dgst -verify` does by\n"
    "          default; so signatures by OpenSSL's default (salt = max) verify too\n"
    "  encrypt --pubkey FILE --scheme oaep|pkcs1 [--label HEX] [--hash H]\n"
    "          [--mgf1-hash H] [--in FILE] [--out FILE]\n"
    "          OAEP: --hash (default sha256) for the label, MGF1 with --hash unless\n"
    "          --mgf1-hash, as `openssl pkeyutl -pkeyopt rsa_oaep_md:H\n"
    "          -pkeyopt rsa_mgf1_md:H`\n"
    "  decrypt --key FILE --scheme oaep|pkcs1 [--label HEX] [--hash H]\n"
    "          [--mgf1-hash H] [--explicit-rejection] [--in FILE] [--out FILE]\n"
    "          pkcs1 uses implicit rejection (as OpenSSL 3.2+): a bad padding gives\n"
    "          a synthetic message and exit 0; --explicit-rejection exits 1 instead\n"
    "H: sha1, sha224, sha256 (default), sha384 or sha512. SHA-1 is broken for\n"
    "collision resistance: use it only to verify or decrypt old data.\n"
    "\n"
    "Key files (--key, --pubkey) are PEM or DER, PKCS#1 or PKCS#8/SPKI, detected\n"
    "automatically; --pubkey also accepts a private key file. FILE '-' or no\n"
    "--in/--out: standard input/output. --out replaces its file atomically\n"
    "(temporary file, fsync, rename; on failure the old file is untouched):\n"
    "private keys and decrypted messages get mode 0600, the rest 0666 less the\n"
    "umask. Key files are at most 1 MiB; --in is at most k bytes (decrypt) or the\n"
    "largest message the key takes (encrypt); sign/verify stream --in.\n"
    "exit status: 0 success, 1 verification or decryption failure (nothing is\n"
    "written), 2 usage or input error (the problem on stderr's first line)\n"
    "`limb rsa COMMAND --help` shows one command.\n";

constexpr char kGenkeyUsage[] =
    "usage: limb rsa genkey --bits N [--primes K] [--format pkcs8|pkcs1] [--der] [--out FILE]\n"
    "  --bits N        modulus size in bits, 2048 <= N <= 16384\n"
    "  --primes K      number of primes (default 2; each prime at least 256 bits).\n"
    "                  OpenSSL uses keys of more primes, but its key check\n"
    "                  (`openssl pkey -check`) accepts at most 3 below 4096 bits\n"
    "  --format F      pkcs8 (PrivateKeyInfo, default) or pkcs1 (RSAPrivateKey)\n"
    "  --der           write DER instead of PEM\n"
    "  --out FILE      output file (mode 0600); default standard output\n";

constexpr char kSignUsage[] =
    "usage: limb rsa sign --key FILE --scheme pkcs1|pss [--salt N|digest|max]\n"
    "                     [--hash H] [--mgf1-hash H] [--in FILE] [--out FILE]\n"
    "  --key FILE      private key, PEM or DER, PKCS#1 or PKCS#8\n"
    "  --scheme S      pkcs1 (RSASSA-PKCS1-v1_5) or pss (RSASSA-PSS)\n"
    "  --salt L        PSS salt length in bytes, 'digest' (the hash length, default)\n"
    "                  or 'max' (the largest the key allows)\n"
    "  --hash H        applied to the input: sha1, sha224, sha256 (default), sha384 or sha512\n"
    "  --mgf1-hash H   PSS: MGF1's hash (default: --hash)\n"
    "  --in FILE       message; default standard input\n"
    "  --out FILE      raw signature (k bytes); default standard output\n";

constexpr char kVerifyUsage[] =
    "usage: limb rsa verify --pubkey FILE --scheme pkcs1|pss [--salt N|digest|max|auto]\n"
    "                       [--hash H] [--mgf1-hash H] --sig FILE [--in FILE]\n"
    "  --pubkey FILE   public key (SPKI or PKCS#1) or private key, PEM or DER\n"
    "  --scheme S      pkcs1 or pss\n"
    "  --salt L        PSS salt length: a byte count, 'digest', 'max', or 'auto'\n"
    "                  (default: any length, as `openssl dgst -verify` by default\n"
    "                  and with -sigopt rsa_pss_saltlen:auto)\n"
    "  --hash H        sha1, sha224, sha256 (default), sha384 or sha512\n"
    "  --mgf1-hash H   PSS: MGF1's hash (default: --hash)\n"
    "  --sig FILE      raw signature, as `openssl dgst -sign` writes it\n"
    "  --in FILE       message; default standard input\n"
    "prints 'Verified OK' and exits 0, or exits 1 if the signature does not verify\n";

constexpr char kEncryptUsage[] =
    "usage: limb rsa encrypt --pubkey FILE --scheme oaep|pkcs1 [--label HEX]\n"
    "                        [--hash H] [--mgf1-hash H] [--in FILE] [--out FILE]\n"
    "  --pubkey FILE   public key (SPKI or PKCS#1) or private key, PEM or DER\n"
    "  --scheme S      oaep (RSAES-OAEP) or pkcs1 (RSAES-PKCS1-v1_5)\n"
    "  --label HEX     OAEP label (default empty)\n"
    "  --hash H        OAEP's label hash: sha1, sha224, sha256 (default), sha384 or sha512\n"
    "  --mgf1-hash H   OAEP's MGF1 hash (default: --hash)\n"
    "  --in FILE       message: at most k - 2*hLen - 2 bytes (OAEP) or k - 11\n"
    "                  (pkcs1), k the key size in bytes; default standard input\n"
    "  --out FILE      ciphertext (k bytes); default standard output\n";

constexpr char kDecryptUsage[] =
    "usage: limb rsa decrypt --key FILE --scheme oaep|pkcs1 [--label HEX]\n"
    "                        [--hash H] [--mgf1-hash H] [--explicit-rejection]\n"
    "                        [--in FILE] [--out FILE]\n"
    "  --key FILE      private key, PEM or DER, PKCS#1 or PKCS#8\n"
    "  --scheme S      oaep or pkcs1\n"
    "  --label HEX     OAEP label (default empty)\n"
    "  --hash H        OAEP's label hash: sha1, sha224, sha256 (default), sha384 or sha512\n"
    "  --mgf1-hash H   OAEP's MGF1 hash (default: --hash)\n"
    "  --explicit-rejection\n"
    "                  pkcs1 only: exit 1 on bad padding. Without it, a bad padding\n"
    "                  yields a synthetic message derived from the key and the\n"
    "                  ciphertext, and exit 0 (implicit rejection, as OpenSSL 3.2+;\n"
    "                  defends against Bleichenbacher/Marvin padding oracles)\n"
    "  --in FILE       ciphertext (exactly k bytes); default standard input\n"
    "  --out FILE      message (mode 0600); default standard output. Nothing is\n"
    "                  written when decryption fails (exit 1)\n";

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
int LoadPrivateKey(const std::string& path, RsaPrivateKey* key) {
  std::optional<SecretBytes> data = ReadInput(path, kKeyFileLimit, "a key file is at most 1 MiB");
  if (!data) return kExitUsage;
  Result<RsaPrivateKey> k = ParsePrivateKey(*data);
  if (!k.ok()) return KeyError(path, *data, k.status(), k.error_position(), true);
  *key = std::move(*k);
  return -1;
}

// LoadPublicKey reads a public key file, or the public half of a private key
// file (the private part is then only parsed, not validated).
int LoadPublicKey(const std::string& path, RsaPublicKey* key) {
  std::optional<SecretBytes> data = ReadInput(path, kKeyFileLimit, "a key file is at most 1 MiB");
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
    ok = WriteOutput(out, d, OutputMode::kSecret);
  } else {
    const SecretString p =
        pkcs8 ? MarshalPrivateKeyPkcs8Pem(*key) : MarshalPrivateKeyPkcs1Pem(*key);
    ok = WriteOutput(out, {reinterpret_cast<const uint8_t*>(p.data()), p.size()},
                     OutputMode::kSecret);
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
    ok = WriteOutput(out, d, OutputMode::kPublic);
  } else {
    const std::string p = spki ? MarshalPublicKeySpkiPem(key) : MarshalPublicKeyPkcs1Pem(key);
    ok = WriteOutput(out, {reinterpret_cast<const uint8_t*>(p.data()), p.size()},
                     OutputMode::kPublic);
  }
  return ok ? kExitOk : kExitUsage;
}

// ---- signatures and encryption --------------------------------------------

// ParseHash: the hash named by option (sha256 if absent): sha1, sha224,
// sha256, sha384 or sha512 (also upper case and "sha-256" spellings), one
// limb can compute. False if it names another.
bool ParseHash(const Args& args, const char* option, RsaHash dflt, RsaHash* h) {
  const std::optional<std::string> given = args.Get(option);
  if (!given) {
    *h = dflt;
    return true;
  }
  std::string name;
  for (char c : *given) {
    if (c != '-') name += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  for (RsaHash cand : {RsaHash::kSha1, RsaHash::kSha224, RsaHash::kSha256, RsaHash::kSha384,
                       RsaHash::kSha512}) {
    if (name == RsaHashName(cand) && RsaHashComputable(cand) && FindHash(name) != nullptr) {
      *h = cand;
      return true;
    }
  }
  return false;
}

std::string BadHash(const char* option) {
  return std::string("--") + option + " must be one of " + std::string(HashNames());
}

// HashInput hashes a file ("-": stdin) as it streams in, with h, into
// digest (RsaHashSize(h) bytes). False (after a message) if it cannot read.
bool HashInput(const std::string& path, RsaHash h, std::span<uint8_t> digest) {
  std::unique_ptr<CliHash> ctx = FindHash(RsaHashName(h))->make();
  const int err = StreamInput(path, [&](std::span<const uint8_t> c) { ctx->Update(c); });
  if (err != 0) {
    std::fprintf(stderr, "limb: %s: %s\n", path.empty() ? "-" : path.c_str(), std::strerror(err));
    return false;
  }
  ctx->Final(digest.data());
  return true;
}

// ParseSalt: --salt as a PSS salt-length selector of rsa/schemes.h. `dflt`
// when absent. allow_auto for verification. False on a bad value.
bool ParseSalt(const Args& args, ptrdiff_t dflt, bool allow_auto, ptrdiff_t* salt) {
  if (!args.Has("salt")) {
    *salt = dflt;
    return true;
  }
  const std::string v = *args.Get("salt");
  size_t n = 0;
  if (v == "digest") {
    *salt = kPssSaltHashLen;
  } else if (v == "max") {
    *salt = kPssSaltMax;
  } else if (v == "auto" && allow_auto) {
    *salt = kPssSaltAuto;
  } else if (ParseCount(v, 0, kRsaMaxModulusBits / 8, &n)) {
    *salt = static_cast<ptrdiff_t>(n);
  } else {
    return false;
  }
  return true;
}

// MaxPssSalt: the largest PSS salt for a key of `bits` bits and hash h
// (RFC 8017 9.1.1: emLen = ceil((modBits - 1) / 8) >= hLen + sLen + 2).
size_t MaxPssSalt(size_t bits, RsaHash h) {
  const size_t em_len = (bits - 1 + 7) / 8;
  const size_t need = RsaHashSize(h) + 2;
  return em_len > need ? em_len - need : 0;
}

// SchemeArg reads --scheme, which must be one of a and b. Empty on error.
std::string SchemeArg(const Args& args, const char* a, const char* b) {
  const std::string s = args.Get("scheme").value_or("");
  return s == a || s == b ? s : std::string();
}

int SignMain(int argc, char** argv) {
  Args args;
  if (int rc = ParseArgs(&args, argc, argv, {"key", "scheme", "salt", "hash", "mgf1-hash", "in", "out"}, {},
                         kSignUsage);
      rc >= 0) {
    return rc;
  }
  if (!args.Has("key")) return Usage("--key is required", kSignUsage);
  const std::string scheme = SchemeArg(args, "pkcs1", "pss");
  if (scheme.empty()) return Usage("--scheme must be pkcs1 or pss", kSignUsage);
  const bool pss = scheme == "pss";
  RsaHash h;
  if (!ParseHash(args, "hash", RsaHash::kSha256, &h)) return Usage(BadHash("hash"), kSignUsage);
  RsaHash mgf1 = h;
  if (args.Has("mgf1-hash") && !pss) return Usage("--mgf1-hash applies to --scheme pss only", kSignUsage);
  if (!ParseHash(args, "mgf1-hash", h, &mgf1)) return Usage(BadHash("mgf1-hash"), kSignUsage);
  ptrdiff_t salt = kPssSaltHashLen;
  if (args.Has("salt") && !pss) return Usage("--salt applies to --scheme pss only", kSignUsage);
  if (!ParseSalt(args, kPssSaltHashLen, false, &salt)) {
    return Usage("--salt: expected a byte count, digest or max", kSignUsage);
  }
  RsaPrivateKey key;
  if (int rc = LoadPrivateKey(*args.Get("key"), &key); rc >= 0) return rc;
  if (pss && salt >= 0 && static_cast<size_t>(salt) > MaxPssSalt(key.bits(), h)) {
    return Fail(kExitUsage, "--salt " + std::to_string(salt) + ": too long for a " +
                                std::to_string(key.bits()) + "-bit key with " + RsaHashName(h) +
                                " (at most " + std::to_string(MaxPssSalt(key.bits(), h)) + ")");
  }
  std::vector<uint8_t> digest(RsaHashSize(h));
  if (!HashInput(args.Get("in").value_or("-"), h, digest)) return kExitUsage;
  std::vector<uint8_t> sig(key.size());
  const Status s =
      pss ? SignPss(key, h, mgf1, digest, salt, sig) : SignPkcs1v15(key, h, digest, sig);
  if (s != Status::kOk) return Fail(kExitUsage, std::string("signing failed: ") + StatusName(s));
  return WriteOutput(args.Get("out").value_or("-"), sig, OutputMode::kPublic) ? kExitOk
                                                                              : kExitUsage;
}

int VerifyMain(int argc, char** argv) {
  Args args;
  if (int rc = ParseArgs(&args, argc, argv, {"pubkey", "scheme", "salt", "hash", "mgf1-hash", "sig", "in"},
                         {}, kVerifyUsage);
      rc >= 0) {
    return rc;
  }
  if (!args.Has("pubkey")) return Usage("--pubkey is required", kVerifyUsage);
  if (!args.Has("sig")) return Usage("--sig is required", kVerifyUsage);
  const std::string scheme = SchemeArg(args, "pkcs1", "pss");
  if (scheme.empty()) return Usage("--scheme must be pkcs1 or pss", kVerifyUsage);
  const bool pss = scheme == "pss";
  RsaHash h;
  if (!ParseHash(args, "hash", RsaHash::kSha256, &h)) return Usage(BadHash("hash"), kVerifyUsage);
  RsaHash mgf1 = h;
  if (args.Has("mgf1-hash") && !pss) return Usage("--mgf1-hash applies to --scheme pss only", kVerifyUsage);
  if (!ParseHash(args, "mgf1-hash", h, &mgf1)) return Usage(BadHash("mgf1-hash"), kVerifyUsage);
  if (args.Has("salt") && !pss) return Usage("--salt applies to --scheme pss only", kVerifyUsage);
  ptrdiff_t salt = kPssSaltAuto;
  if (!ParseSalt(args, kPssSaltAuto, true, &salt)) {
    return Usage("--salt: expected a byte count, digest, max or auto", kVerifyUsage);
  }
  if (*args.Get("sig") == "-" && args.Get("in").value_or("-") == "-") {
    return Usage("--sig and the message cannot both come from standard input", kVerifyUsage);
  }
  RsaPublicKey key;
  if (int rc = LoadPublicKey(*args.Get("pubkey"), &key); rc >= 0) return rc;
  // A signature longer than the key's k bytes cannot verify: exit 1, as for
  // a short one, without reading past k + 1 bytes.
  bool sig_too_large = false;
  std::optional<SecretBytes> sig =
      ReadInput(*args.Get("sig"), key.size(), "a signature is k bytes", &sig_too_large);
  if (sig_too_large) {
    return Fail(kExitFailure, "verification failed (the signature is more than " +
                                  std::to_string(key.size()) + " bytes, the key's size)");
  }
  if (!sig) return kExitUsage;
  std::vector<uint8_t> digest(RsaHashSize(h));
  if (!HashInput(args.Get("in").value_or("-"), h, digest)) return kExitUsage;
  const Status s =
      pss ? VerifyPss(key, h, mgf1, digest, *sig, salt) : VerifyPkcs1v15(key, h, digest, *sig);
  if (s == Status::kVerificationFailed) {
    if (sig->size() != key.size()) {
      return Fail(kExitFailure, "verification failed (the signature is " +
                                    std::to_string(sig->size()) + " bytes, the key's is " +
                                    std::to_string(key.size()) + ")");
    }
    return Fail(kExitFailure, "verification failed");
  }
  if (s != Status::kOk) return Fail(kExitUsage, std::string("verify: ") + StatusName(s));
  std::fputs("Verified OK\n", stdout);
  return std::fflush(stdout) == 0 ? kExitOk : kExitUsage;
}

// ParseLabel: --label HEX (OAEP only). False after printing a usage error.
bool ParseLabel(const Args& args, bool oaep, std::vector<uint8_t>* label, const char* usage,
                int* rc) {
  if (!args.Has("label")) return true;
  if (!oaep) {
    *rc = Usage("--label applies to --scheme oaep only", usage);
    return false;
  }
  std::optional<std::vector<uint8_t>> l = DecodeHex(*args.Get("label"));
  if (!l) {
    *rc = Usage("--label: not an even number of hex digits", usage);
    return false;
  }
  *label = std::move(*l);
  return true;
}

int EncryptMain(int argc, char** argv) {
  Args args;
  if (int rc = ParseArgs(&args, argc, argv, {"pubkey", "scheme", "label", "hash", "mgf1-hash", "in", "out"},
                         {}, kEncryptUsage);
      rc >= 0) {
    return rc;
  }
  if (!args.Has("pubkey")) return Usage("--pubkey is required", kEncryptUsage);
  const std::string scheme = SchemeArg(args, "oaep", "pkcs1");
  if (scheme.empty()) return Usage("--scheme must be oaep or pkcs1", kEncryptUsage);
  const bool oaep = scheme == "oaep";
  RsaHash h = RsaHash::kSha256;
  if (args.Has("hash") && !oaep) return Usage("--hash applies to --scheme oaep only", kEncryptUsage);
  if (!ParseHash(args, "hash", RsaHash::kSha256, &h)) return Usage(BadHash("hash"), kEncryptUsage);
  RsaHash mgf1 = h;
  if (args.Has("mgf1-hash") && !oaep) return Usage("--mgf1-hash applies to --scheme oaep only", kEncryptUsage);
  if (!ParseHash(args, "mgf1-hash", h, &mgf1)) return Usage(BadHash("mgf1-hash"), kEncryptUsage);
  std::vector<uint8_t> label;
  int rc = kExitUsage;
  if (!ParseLabel(args, oaep, &label, kEncryptUsage, &rc)) return rc;
  RsaPublicKey key;
  if (int r = LoadPublicKey(*args.Get("pubkey"), &key); r >= 0) return r;
  const size_t k = key.size();
  const size_t overhead = oaep ? 2 * RsaHashSize(h) + 2 : 11;
  const size_t max_len = k > overhead ? k - overhead : 0;
  const std::string in_path = args.Get("in").value_or("-");
  bool too_large = false;
  std::optional<SecretBytes> msg = ReadInput(in_path, max_len, "", &too_large);
  if (too_large) {
    return Fail(kExitUsage, "message too long for the key: more than " + std::to_string(max_len) +
                                " bytes; a " + std::to_string(key.bits()) + "-bit key takes at most " +
                                std::to_string(max_len) + " with " +
                                (oaep ? std::string("OAEP-") + RsaHashName(h) : "PKCS#1 v1.5"));
  }
  if (!msg) return kExitUsage;
  std::vector<uint8_t> ct(k);
  const Status s =
      oaep ? EncryptOaep(key, *msg, label, ct, h, mgf1) : EncryptPkcs1v15(key, *msg, ct);
  if (s != Status::kOk) return Fail(kExitUsage, std::string("encryption failed: ") + StatusName(s));
  return WriteOutput(args.Get("out").value_or("-"), ct, OutputMode::kPublic) ? kExitOk
                                                                             : kExitUsage;
}

int DecryptMain(int argc, char** argv) {
  Args args;
  if (int rc = ParseArgs(&args, argc, argv, {"key", "scheme", "label", "hash", "mgf1-hash", "in", "out"},
                         {"explicit-rejection"}, kDecryptUsage);
      rc >= 0) {
    return rc;
  }
  if (!args.Has("key")) return Usage("--key is required", kDecryptUsage);
  const std::string scheme = SchemeArg(args, "oaep", "pkcs1");
  if (scheme.empty()) return Usage("--scheme must be oaep or pkcs1", kDecryptUsage);
  const bool oaep = scheme == "oaep";
  RsaHash h = RsaHash::kSha256;
  if (args.Has("hash") && !oaep) return Usage("--hash applies to --scheme oaep only", kDecryptUsage);
  if (!ParseHash(args, "hash", RsaHash::kSha256, &h)) return Usage(BadHash("hash"), kDecryptUsage);
  RsaHash mgf1 = h;
  if (args.Has("mgf1-hash") && !oaep) return Usage("--mgf1-hash applies to --scheme oaep only", kDecryptUsage);
  if (!ParseHash(args, "mgf1-hash", h, &mgf1)) return Usage(BadHash("mgf1-hash"), kDecryptUsage);
  if (args.Has("explicit-rejection") && oaep) {
    return Usage("--explicit-rejection applies to --scheme pkcs1 only (OAEP always rejects)",
                 kDecryptUsage);
  }
  std::vector<uint8_t> label;
  int rc = kExitUsage;
  if (!ParseLabel(args, oaep, &label, kDecryptUsage, &rc)) return rc;
  RsaPrivateKey key;
  if (int r = LoadPrivateKey(*args.Get("key"), &key); r >= 0) return r;
  bool too_large = false;
  std::optional<SecretBytes> ct = ReadInput(args.Get("in").value_or("-"), key.size(), "", &too_large);
  if (too_large) {
    return Fail(kExitUsage, "the ciphertext is more than " + std::to_string(key.size()) +
                                " bytes; a " + std::to_string(key.bits()) + "-bit key needs exactly " +
                                std::to_string(key.size()));
  }
  if (!ct) return kExitUsage;
  if (ct->size() != key.size()) {
    return Fail(kExitUsage, "the ciphertext is " + std::to_string(ct->size()) + " bytes; a " +
                                std::to_string(key.bits()) + "-bit key needs exactly " +
                                std::to_string(key.size()));
  }
  SecretBytes out(key.size());
  size_t out_len = 0;
  Status s;
  if (oaep) {
    s = DecryptOaep(key, *ct, label, out, &out_len, h, mgf1);
  } else if (args.Has("explicit-rejection")) {
    s = DecryptPkcs1v15Explicit(key, *ct, out, &out_len);
  } else {
    s = DecryptPkcs1v15(key, *ct, out, &out_len);
  }
  if (s == Status::kDecryptionError) return Fail(kExitFailure, "decryption failed");
  if (s == Status::kInvalidArgument) {
    return Fail(kExitUsage, "the ciphertext is not a number below the key's modulus");
  }
  if (s != Status::kOk) return Fail(kExitUsage, std::string("decrypt: ") + StatusName(s));
  return WriteOutput(args.Get("out").value_or("-"), {out.data(), out_len}, OutputMode::kSecret)
             ? kExitOk
             : kExitUsage;
}

struct Subcommand {
  const char* name;
  int (*main)(int argc, char** argv);
};

constexpr Subcommand kSubcommands[] = {
    {"genkey", GenkeyMain},
    {"pubkey", PubkeyMain},
    {"sign", SignMain},
    {"verify", VerifyMain},
    {"encrypt", EncryptMain},
    {"decrypt", DecryptMain},
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
