/** The part of jsPDF's `doc.internal` the PDF writers use to add their own objects; jsPDF types none of it. */
export interface JsPdfInternal {
  newObject(): number;
  write(...text: string[]): void;
  putStream(options: { data: string; filters?: string[]; additionalKeyValues?: { key: string; value: string }[]; objectId: number }): void;
  getFilters(): string[];
  events: { subscribe(name: string, handler: () => void): void };
}
