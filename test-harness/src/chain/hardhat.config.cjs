// One Hardhat config serves every local chain: the chain id comes from the environment, so the
// harness can start two nodes (chain A, chain B) from this file with different ids.
// Paths point into the git-ignored test-harness/cache/ so a node never writes into src/.
const chainId = Number(process.env.LATCHKEY_CHAIN_ID || 31337);

if (!Number.isSafeInteger(chainId) || chainId <= 0) {
  throw new Error(`LATCHKEY_CHAIN_ID must be a positive integer, got ${process.env.LATCHKEY_CHAIN_ID}`);
}

module.exports = {
  networks: {
    hardhat: {
      chainId,
      // Default mnemonic accounts ("test test ... junk"), funded with 10000 ETH each.
    },
  },
  paths: {
    // No Solidity sources here: the harness compiles its tokens with the npm solc package,
    // because Hardhat's own compile step would try to download a compiler.
    // Relative paths resolve from this file's directory.
    sources: '../../cache/hardhat/no-sources',
    cache: '../../cache/hardhat/cache',
    artifacts: '../../cache/hardhat/artifacts',
  },
};
