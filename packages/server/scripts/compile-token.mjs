// Regenerates src/services/chain/TestUSDT.json (ABI and bytecode) from TestUSDT.sol with solc
// from npm (the compiler is JavaScript; nothing is downloaded). Run from anywhere:
//   node packages/server/scripts/compile-token.mjs
import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import solc from 'solc'

const here = (path) => fileURLToPath(new URL(path, import.meta.url))
const source = readFileSync(here('../src/services/chain/TestUSDT.sol'), 'utf8')
const input = {
  language: 'Solidity',
  sources: { 'TestUSDT.sol': { content: source } },
  settings: {
    optimizer: { enabled: true, runs: 200 },
    // Ganache 7 runs up to the Shanghai rules; later opcodes (MCOPY, TSTORE) would fail there.
    evmVersion: 'shanghai',
    outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } },
  },
}
const output = JSON.parse(solc.compile(JSON.stringify(input)))
const errors = (output.errors ?? []).filter((e) => e.severity === 'error')
if (errors.length) {
  console.error(errors.map((e) => e.formattedMessage).join('\n'))
  process.exit(1)
}
const contract = output.contracts['TestUSDT.sol'].TestUSDT
const artifact = {
  contractName: 'TestUSDT',
  compiler: `solc ${solc.version()}`,
  abi: contract.abi,
  bytecode: `0x${contract.evm.bytecode.object}`,
}
writeFileSync(here('../src/services/chain/TestUSDT.json'), `${JSON.stringify(artifact, null, 2)}\n`)
console.log(`TestUSDT.json written (${artifact.compiler})`)
