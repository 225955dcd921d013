/** Marks a file `site report` wrote (it may overwrite only such a file): the generator meta of its HTML formats. */
export const REPORT_GENERATOR = 'site report';
