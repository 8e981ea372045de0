import { ProcessingError } from '../../core/processing/errors';
import { UnsafeDoctypeError } from './doctype';
import { UnreadableMarkupError } from './element-table';
import { EntityExpansionError, entityExpansionSize, MAX_ENTITY_EXPANSION } from './entities';
import { SVG_CONVERT_NS } from './namespace';
import { UseFanOutError, countUseCopies } from './use-fan-out';

/**
 * The checks every path that parses or draws an untrusted SVG runs (preview, rasterisers, EPS,
 * PDF, optimizer; main thread or worker), as ProcessingErrors with the shared translated reasons.
 */

const refusal = (key: string, error: Error, params?: Record<string, string | number>) => new ProcessingError(`${SVG_CONVERT_NS}:errors.${key}`, error.message, params);

/** Before any XML parser sees the text: entity bombs and DOCTYPEs that could hide one. */
export function refuseEntityBombs(text: string): void {
  try {
    entityExpansionSize(text);
  } catch (error) {
    if (error instanceof EntityExpansionError) throw refusal('entities', error, { limit: MAX_ENTITY_EXPANSION / 1_000_000 });
    if (error instanceof UnsafeDoctypeError) throw refusal('doctype', error);
    throw error;
  }
}

/** Once the text is known to be well-formed, before anything draws it: `<use>` fan-out. */
export function refuseUseFanOut(text: string): void {
  try {
    countUseCopies(text);
  } catch (error) {
    if (error instanceof UseFanOutError) throw refusal('useFanOut', error, { limit: error.limit });
    if (error instanceof UnreadableMarkupError || error instanceof UnsafeDoctypeError) throw refusal('invalid', error);
    throw error;
  }
}
