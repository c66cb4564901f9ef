// Enough of XMLHttpRequest for api.upload (the structure save, a floor's form post): records each request and
// answers when the test says so.
export class FakeXhr {
  static all: FakeXhr[] = [];
  method = '';
  url = '';
  body: FormData | string | null = null;
  status = 0;
  response: ArrayBuffer = new ArrayBuffer(0);
  responseType = '';
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private contentType: string | null = null;

  constructor() {
    FakeXhr.all.push(this);
  }
  static get last(): FakeXhr {
    return FakeXhr.all.at(-1)!;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader(key: string) {
    return key.toLowerCase() === 'content-type' ? this.contentType : null;
  }
  send(body: FormData | string) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  /** The JSON the request carried (the structure save sends JSON). */
  json(): unknown {
    return JSON.parse(this.body as string);
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.response = new TextEncoder().encode(JSON.stringify(body)).buffer as ArrayBuffer;
    this.contentType = 'application/json';
    this.onload?.();
  }
}
