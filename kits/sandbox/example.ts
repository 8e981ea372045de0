/** A ready-made snippet in a runner's example menu; its title is the translation `examples.<id>`. */
export interface RunnerExample {
  id: string;
  code: string;
}
