// Runs before the app's modules: zod would compile its fast object parser with `new Function`, which Korai's
// Content-Security-Policy forbids, and even zod's probe for it is reported as a policy violation. zod reads this
// setting when it builds its first object schema; parsing is the same without the compiled parser.
const zodConfig = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodConfig.__zod_globalConfig = Object.assign(zodConfig.__zod_globalConfig ?? {}, { jitless: true });
