// Small helpers shared by the `limb` command-line tool's subcommands:
// argument scanning, hex, whole-file I/O. Exit codes follow the tool's
// contract: 0 success, 1 verification/authentication failure, 2 usage or
// input error (with a message on stderr).
#ifndef LIMB_TOOLS_CLI_UTIL_H_
#define LIMB_TOOLS_CLI_UTIL_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace limb::cli {

inline constexpr int kExitOk = 0;
inline constexpr int kExitFailure = 1;
inline constexpr int kExitUsage = 2;

// Args: "--name value" / "--name=value" options and positional operands.
// Flags named in `flags` take no value. "--" ends option parsing.
class Args {
 public:
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
std::optional<std::vector<uint8_t>> DecodeHex(std::string_view hex);
std::string EncodeHex(const uint8_t* p, size_t n);

// ReadAll reads a file ("-" or empty: stdin). Returns nullopt and prints
// "limb: PATH: reason" on failure.
std::optional<std::vector<uint8_t>> ReadAll(const std::string& path);
// WriteAll writes a file ("-" or empty: stdout). Returns false (and prints)
// on failure.
bool WriteAll(const std::string& path, const uint8_t* p, size_t n);

// Fail prints "limb: msg" to stderr and returns code.
int Fail(int code, const std::string& msg);

}  // namespace limb::cli

#endif  // LIMB_TOOLS_CLI_UTIL_H_
