/** How many of the slowest test files the closing report lists. */
const SLOWEST = 15;

/**
 * The run's closing report: the slowest test files with their times (where the minutes go), then
 * one closing line CI tools can read: "Tests: N passed, N failed".
 */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const files = results.testResults
      .map((file) => ({ name: file.testFilePath.replace(`${process.cwd()}/`, ''), seconds: (file.perfStats.end - file.perfStats.start) / 1000 }))
      .filter((file) => Number.isFinite(file.seconds))
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, SLOWEST);
    if (files.length > 0) {
      const wall = (Date.now() - results.startTime) / 1000;
      process.stdout.write(`\nThe ${files.length} slowest test files (the whole jest run took ${wall.toFixed(0)} s):\n`);
      for (const file of files) process.stdout.write(`  ${file.seconds.toFixed(1).padStart(6)} s  ${file.name}\n`);
    }
    process.stdout.write(`\nTests: ${results.numPassedTests} passed, ${results.numFailedTests} failed\n`);
  }
}
module.exports = SummaryReporter;
