// The expert's Web Worker: the search server on the worker's own thread (created by worker/browser.ts).
import { serveSearch, type WorkerScopeLike } from './scope';

serveSearch(self as unknown as WorkerScopeLike);
