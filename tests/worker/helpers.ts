import { exports } from "cloudflare:workers";

/** A request to the web Worker, as a browser or API client would send it. */
export function request(path: string, init?: RequestInit) {
  return exports.default.fetch(new Request(`http://localhost${path}`, init));
}

export async function getJson<T = unknown>(path: string) {
  const response = await request(path);
  return { response, body: (await response.json()) as T };
}

/** A consultation form that passes every check (a urlencoded POST to /contact or a university page). */
export const validConsultation = {
  intent: "consultation",
  fullName: "Bola Adeyemi",
  email: "bola@example.com",
  phone: "08031234567",
  studyLevel: "master",
  message: "Master's in Computer Engineering, please.",
};
