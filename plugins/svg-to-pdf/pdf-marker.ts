/** Written into the PDF's keywords when the page is a picture, so the results row can say so. */
export const TEXT_AS_PICTURE = 'localbox:text-as-picture';
/** Written into the PDF's keywords when text was drawn as font outlines. */
export const TEXT_AS_OUTLINES = 'localbox:text-as-outlines';
