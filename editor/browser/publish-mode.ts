// Whether the editor's saves are pull requests to publish later (the editorial workflow: on GitHub, and
// CMS_WORKFLOW=1 npm run cms) or write the files at once: config.yml's publish_mode, written in by admin-files.ts.
declare const EDITORIAL_WORKFLOW: boolean

export const editorialWorkflow: boolean = EDITORIAL_WORKFLOW
