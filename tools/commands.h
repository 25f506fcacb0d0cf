// The `limb` tool's subcommands. Each takes the arguments after its name and
// returns the process exit code (see cli_util.h).
#ifndef LIMB_TOOLS_COMMANDS_H_
#define LIMB_TOOLS_COMMANDS_H_

namespace limb::cli {

// `limb HASHsum`: hash is a tools/hashes.h name that exists ("sha256").
int SumMain(const char* hash, int argc, char** argv);
// `limb hmac [--hash H]` (hash null) or `limb hmac-<hash>`.
int HmacMain(const char* hash, int argc, char** argv);
int AeadMain(int argc, char** argv);
int RsaMain(int argc, char** argv);
int CpuMain(int argc, char** argv);
// Executes the speed tool, a separate binary (speed_cli.cc); returns only
// when it cannot.
int SpeedCommandMain(int argc, char** argv);

}  // namespace limb::cli

#endif  // LIMB_TOOLS_COMMANDS_H_
