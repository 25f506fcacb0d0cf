// Small helpers shared by the `limb` command-line tool's subcommands:
// argument scanning, hex, bounded input and atomic output. Exit codes follow the tool's
// contract: 0 success, 1 verification/authentication failure, 2 usage or
// input error (with a message on stderr).
#ifndef LIMB_TOOLS_CLI_UTIL_H_
#define LIMB_TOOLS_CLI_UTIL_H_

#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "limb/base/secret.h"

namespace limb::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitFailure = 1;
inline constexpr int kExitUsage = 2;

// Args: "--name value" / "--name=value" options and positional operands.
// Flags named in `flags` take no value. "--" ends option parsing.
class Args {
 public:
  Args() = default;
  Args(const Args&) = delete;
  Args& operator=(const Args&) = delete;
  // The option values (a --key HEX among them) are wiped before release.
  ~Args();
  // Parse returns false (and sets error()) on an unknown or malformed option.
  bool Parse(int argc, char** argv, const std::vector<std::string>& options,
             const std::vector<std::string>& flags);
  std::optional<std::string> Get(std::string_view name) const;
  bool Has(std::string_view name) const;
  const std::vector<std::string>& positional() const { return positional_; }
  const std::string& error() const { return error_; }

 private:
  std::vector<std::pair<std::string, std::string>> values_;
  std::vector<std::string> positional_;
  std::string error_;
};

// DecodeHex accepts an even number of hex digits (either case).
// DecodeHexSecret decodes the same into wiping storage (keys).
std::optional<std::vector<uint8_t>> DecodeHex(std::string_view hex);
std::optional<SecretBytes> DecodeHexSecret(std::string_view hex);
std::string EncodeHex(const uint8_t* p, size_t n);

// Inputs. Every input is either streamed (StreamInput: hashes and MACs,
// which consume data as it comes) or read whole with a limit chosen from
// what the operation can use (ReadInput). Nothing reads without a bound.
inline constexpr size_t kKeyFileLimit = size_t{1} << 20;  // key files: 1 MiB

// StreamInput reads a file ("-" or empty: stdin) in chunks and hands each to
// `chunk`. Returns 0, or the errno of the failed open or read (nothing is
// printed: callers name the file in their own words).
int StreamInput(const std::string& path,
                const std::function<void(std::span<const uint8_t>)>& chunk);

// ReadInput reads a whole file ("-" or empty: stdin) of at most `limit`
// bytes into wiping storage (the read buffer is wiped too, so it serves key
// files and plaintexts alike). A regular file is measured before it is read;
// a pipe is read no further than limit + 1 bytes. On failure returns nullopt
// after printing "limb: PATH: reason"; an input over the limit prints
// "limb: PATH: too large: more than LIMIT bytes (WHAT)", unless too_large is
// given, in which case it is set and nothing is printed.
std::optional<SecretBytes> ReadInput(const std::string& path, size_t limit,
                                     const std::string& what, bool* too_large = nullptr);

// Outputs. OutputMode says who may read a file WriteOutput creates.
enum class OutputMode {
  kPublic,  // 0666 less the umask: signatures, ciphertexts, public keys
  kSecret,  // 0600: private keys, decrypted plaintexts
};

// WriteOutput writes data to path ("-" or empty: standard output, with
// write(2), no stdio copy). A file is replaced atomically: the bytes go to a
// new temporary ".NAME.XXXXXXXXXXXX" in the same directory, created with
// O_CREAT|O_EXCL|O_NOFOLLOW (so nothing already at that name, a symlink
// included, is opened) and the mode above, written in full, fsync'ed and
// renamed over path. If path is a symlink, the link is replaced, never its
// target. On any failure the temporary is unlinked, path keeps its old
// contents, and "limb: PATH: reason" is printed; returns false.
bool WriteOutput(const std::string& path, std::span<const uint8_t> data, OutputMode mode);

// Fail prints "limb: msg" to stderr and returns code.
int Fail(int code, const std::string& msg);

}  // namespace limb::cli

#endif  // LIMB_TOOLS_CLI_UTIL_H_
