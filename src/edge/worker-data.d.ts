// The report's facts of the site, as `site build` writes them for the Worker's
// bundle (src/build/worker-data.ts): typed here so the Worker type-checks
// before a first build, when the file does not exist yet.
declare module '*/.worker/report-site.json' {
  const site: import('../conversions/report-site.ts').ReportSite;
  export default site;
}
