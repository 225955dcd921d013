// What `site build` writes for the Worker's bundle (src/build/worker-data.ts):
// typed here so the Worker type-checks before a first build, when the files
// do not exist yet.

// The report e-mail's facts of the site.
declare module '*/.worker/report-site.json' {
  const site: import('../conversions/report-site.ts').ReportSite;
  export default site;
}

// The days a rebuild publishes dated content (content/published.ts dateChanges).
declare module '*/.worker/publish-days.json' {
  const days: string[];
  export default days;
}
