/** The OpenAPI page's words for the personal-token API: how to call it from curl and from an iOS Shortcut. */
export const LOG_DESCRIPTION = `
Logs one event to the box named in \`box\` (matched as K-ORAI matches names: case, accents, singular or plural,
one wrong letter, or the box's emoji). A counter box records one tap per request; a descriptive box needs a
\`description\` and takes \`quantity\`, \`notes\`, \`rating\` and \`eventDate\` as the app's own form does.
Needs a personal token with the *read and log* scope (Settings → API access). Send an \`Idempotency-Key\` header
to make retries safe: a repeated key returns the first event and records nothing.

**curl**

\`\`\`sh
curl -X POST https://korai.example/api/v1/log \\
  -H "Authorization: Bearer korai_pat_..." \\
  -H "Content-Type: application/json" \\
  -H "Idempotency-Key: $(uuidgen)" \\
  -d '{"box": "Acqua"}'
\`\`\`

**iOS Shortcut** (one action: *Get Contents of URL*)

1. URL: \`https://korai.example/api/v1/log\`
2. Method: \`POST\`
3. Headers: \`Authorization\` = \`Bearer korai_pat_...\`
4. Request Body: JSON, with a text field \`box\` = \`Acqua\` (add \`description\` for a descriptive box,
   \`eventDate\` from *Format Date* → ISO 8601 to log another moment)
5. Optionally *Show Result* with the answer's \`message\`.

Android automation apps (Tasker's *HTTP Request*, HTTP Shortcuts) and home-screen widgets take the same request.
`;

export const READ_DESCRIPTION = 'Needs a personal token of either scope. ';
