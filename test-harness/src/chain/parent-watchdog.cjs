// Preloaded (`node --require`) into every Hardhat node the harness spawns. The harness keeps the
// child's stdin open as a pipe; when the harness process dies for any reason (even SIGKILL,
// where no 'exit' handler runs) the OS closes that pipe, stdin ends, and the node exits with it.
// Without this, a crashed test run would leave nodes holding ports 8545/8546.
process.stdin.on('end', () => process.exit(0));
process.stdin.on('error', () => process.exit(0));
process.stdin.resume();
