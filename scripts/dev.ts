import { type ChildProcess, spawn } from "node:child_process";

// `npm run dev`: the API with reload on change (port 3000) and Vite with hot module
// replacement (port 5173, proxying /api and /uploads to the API). Open http://localhost:5173.
const children: ChildProcess[] = [
  spawn(process.execPath, ["--import", "tsx", "--watch", "--watch-preserve-output", "src/server/main.ts"], {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "development" },
  }),
  spawn(process.execPath, ["node_modules/vite/bin/vite.js"], { stdio: "inherit", env: process.env }),
];

const stop = () => {
  for (const child of children) child.kill("SIGINT");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && code !== 0 && stop());
