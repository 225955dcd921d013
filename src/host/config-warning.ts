/** A line of _redirects or _headers that the host would reject or `site serve` cannot apply. */
export interface ConfigWarning {
  line: number;
  message: string;
}
