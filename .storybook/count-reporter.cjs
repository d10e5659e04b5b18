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
        // The slowest stories, so a run's time can be read story by story (issue 30).
        slowest: results.testResults
          .flatMap((file) =>
            file.testResults.map((t) => ({
              name: `${path.relative(process.cwd(), file.testFilePath)} › ${t.fullName}`,
              ms: t.duration ?? 0,
            })),
          )
          .sort((a, b) => b.ms - a.ms)
          .slice(0, 20),
        // Named, so `npm test` can print them in its last lines.
        failedNames: results.testResults.flatMap((file) => {
          const where = path.relative(process.cwd(), file.testFilePath)
          const failed = file.testResults.filter((t) => t.status === 'failed')
          if (failed.length === 0 && file.testExecError) return [`${where}: did not run`]
          return failed.map((t) => `${where} › ${t.fullName}`)
        }),
      }),
    )
  }
}

module.exports = CountReporter
