// Writes the run's pass/fail counts where scripts/test-stories.mjs asks (STORIES_RESULT_FILE),
// because the test-runner's CLI does not pass --outputFile through to Jest.
const fs = require('node:fs')
const path = require('node:path')

class CountReporter {
  onRunComplete(_contexts, results) {
    const file = process.env.STORIES_RESULT_FILE
    if (!file) return
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(
      file,
      JSON.stringify({
        numPassedTests: results.numPassedTests,
        numFailedTests: results.numFailedTests + results.numRuntimeErrorTestSuites,
      }),
    )
  }
}

module.exports = CountReporter
