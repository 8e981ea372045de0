/**
 * A count of the steps a guard took, for tests that bound the work done instead of the time taken
 * (a time limit flakes on a busy machine). The guards take one as an optional last argument.
 */
export interface WorkProbe {
  steps: number;
}
