import dns2 from 'dns2';

/** TXT records by name (lower case); each record is one string, split into DNS's 255-octet pieces here. */
export type TxtRecords = Record<string, string[]>;

/** RFC 1035's "name error" (dns2 has the constant, its types do not). */
const NXDOMAIN = 3;

const pieces = (text: string) => text.match(/.{1,255}/g) ?? [''];

/**
 * A DNS server on loopback (UDP, a free port) answering TXT queries from `records` and NXDOMAIN for anything
 * else, so SPF, DKIM and DMARC are judged against test records and nothing reaches the internet.
 */
export async function startLoopbackDns(records: TxtRecords): Promise<{ address: string; close: () => Promise<void> }> {
  const { Packet } = dns2;
  const server = dns2.createServer({
    udp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const [question] = request.questions;
      const name = question?.name.toLowerCase() ?? '';
      const found = question?.type === Packet.TYPE.TXT ? records[name] : undefined;
      if (!found && !Object.hasOwn(records, name)) response.header.rcode = NXDOMAIN;
      for (const text of found ?? []) {
        const answer = { name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 60, data: pieces(text) };
        response.answers.push(answer as unknown as (typeof response.answers)[number]);
      }
      send(response);
    },
  });
  await server.listen({ udp: { port: 0, address: '127.0.0.1' } });
  const port = server.addresses().udp?.port;
  if (!port) throw new Error('the loopback DNS server did not start');
  return { address: `127.0.0.1:${port}`, close: () => server.close() };
}
