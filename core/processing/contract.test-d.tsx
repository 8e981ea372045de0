// Type-level checks of the processor contract, compiled by `tsc` (npm run lint), never run: each
// `@ts-expect-error` line must fail to compile, or tsc reports the directive as unused.
import { BatchTool } from '../ui/BatchTool';
import { NO_OPTIONS_SCHEMA } from '../settings/tool-options';
import { defineProcessor, type FileProcessor, type JobOutput, type OptionsOf, type ResultOf } from './processor';
import { runTool } from './run-tool';
import { toolJob } from './tool-job';
import { useJob } from './use-job';
import { useToolProcessor } from './use-tool-processor';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
const assertType = <T extends true>(value?: T) => value;

interface Sizes {
  sizes: number[];
}
export const packager = defineProcessor<Sizes>(async (_input, options) => options.sizes.map((size): JobOutput => ({ kind: 'text', label: 'size', text: String(size) })));
const job = toolJob<typeof packager>();

// A processor's types reach the page through its job handle, with no type argument at the call.
assertType<Equal<OptionsOf<typeof packager>, Sizes>>();
assertType<Equal<ResultOf<typeof packager>, JobOutput[]>>();
export function Screen() {
  const processor = useToolProcessor(job);
  const file = new File([], 'a.png');
  void processor.run({ file, name: file.name, type: file.type, size: 0 }, { sizes: [16] }).then((_outputs) => assertType<Equal<typeof _outputs, JobOutput[]>>());
  // @ts-expect-error options of another shape
  void processor.run({ file, name: file.name, type: file.type, size: 0 }, { size: 16 });
  // @ts-expect-error an input that is not a file
  void processor.run('text', { sizes: [16] });
  // useJob keeps the processor's result, or what its finishing step makes of it.
  const sized = useJob(job);
  assertType<Equal<typeof sized.result, JobOutput[] | undefined>>();
  // @ts-expect-error options of another shape
  void sized.run({ file, name: file.name, type: file.type, size: 0 }, { size: 16 });
  const _counted = useJob(job, { finish: (outputs, options) => outputs.length + options.sizes.length });
  assertType<Equal<typeof _counted.result, number | undefined>>();
  return <BatchTool job={job} defaults={{ sizes: [16] }} schema={null as never} />;
}

// A file tool's processor returning another shape does not compile.
// @ts-expect-error a Blob is not a list of outputs
defineProcessor<Sizes>(async (input) => input.file);
// @ts-expect-error an output without its kind
defineProcessor<Sizes>(async () => [{ name: 'a.png', type: 'image/png', data: new ArrayBuffer(0) }]);

// Progress the core would drop does not compile: a fraction and a known stage only.
defineProcessor<Sizes>(async (_input, _options, { progress }) => {
  // @ts-expect-error bytes are not a fraction
  progress({ loaded: 1, total: 2 });
  // @ts-expect-error not a stage
  progress(0.5, 'downloading');
  progress(0.5, 'encoding');
  return [];
});
// @ts-expect-error a processor whose context takes another progress form
const byteCounter: FileProcessor<Sizes> = async (_input: unknown, _options: Sizes, _context: { progress(value: { loaded: number }): void; signal: AbortSignal }) => [];
void byteCounter;

// BatchTool runs file processors only, with their own options.
const textJob = toolJob<(input: { text: string }, options: Sizes) => Promise<string>>();
// @ts-expect-error a processor of text is not a batch of files
void (<BatchTool job={textJob} defaults={{ sizes: [] }} schema={null as never} />);
// @ts-expect-error defaults of another tool
void (<BatchTool job={job} defaults={{}} schema={NO_OPTIONS_SCHEMA} />);

// Without a processor's type, a result is unknown: nothing is asserted unchecked.
void runTool({ id: 'x' }, null, null).then((_result) => assertType<Equal<typeof _result, unknown>>());
