/** Prints one closing line CI tools can read: "Tests: N passed, N failed". */
class SummaryReporter {
  onRunComplete(_contexts, results) {
    process.stdout.write(`\nTests: ${results.numPassedTests} passed, ${results.numFailedTests} failed\n`);
  }
}
module.exports = SummaryReporter;
