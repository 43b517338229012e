// @ts-check
/**
 * The nginx configuration that puts several classroom processes behind one address
 * (docs/classroom.md, "Beyond one laptop"; decision 0455). Each class has its own link,
 * /c/<class>/: opening it sets a `classroom_class` cookie and sends the browser to that class's
 * join page; from then on every request, the hub stream's upgrade included, goes to the process
 * of the class the cookie names. The join form carries the class code in its body, which nginx
 * cannot route on; a link per class can.
 */

/** The cookie nginx routes by (an underscore: nginx's $cookie_ variables cannot name a dash). */
export const CLASS_COOKIE = 'classroom_class';

/** A class name as it appears in its link and the cookie: lower-case letters, digits and dashes. */
export const CLASS_NAME = /^[a-z0-9][a-z0-9-]{0,31}$/;

/**
 * @typedef {object} FarmClass
 * @property {string} name  Its link is /c/<name>/.
 * @property {number} port  The loopback port its classroom process listens on.
 */
/**
 * @typedef {object} FarmLayout
 * @property {string} prefix  A folder of nginx's own: its pid, logs and temporary files.
 * @property {string} host    Where nginx listens.
 * @property {number} port
 * @property {readonly FarmClass[]} classes
 */

/**
 * @param {FarmLayout} layout
 * @returns {string}
 */
export function nginxConf({ prefix, host, port, classes }) {
  if (classes.length === 0) throw new Error('a farm needs at least one class');
  const names = new Set();
  for (const { name, port: classPort } of classes) {
    if (!CLASS_NAME.test(name)) throw new Error(`"${name}" is not a class name: use lower-case letters, digits and dashes`);
    if (names.has(name)) throw new Error(`class "${name}" is named twice`);
    if (!Number.isInteger(classPort) || classPort < 1 || classPort > 65535) throw new Error(`class "${name}" has no port`);
    names.add(name);
  }
  const backends = classes.map(({ name, port: classPort }) => `    ${name} 127.0.0.1:${classPort};`).join('\n');
  const links = classes
    .map(
      ({ name }) => `    location = /c/${name}/ {
      add_header Set-Cookie "${CLASS_COOKIE}=${name}; Path=/; HttpOnly; SameSite=Lax" always;
      return 302 /join;
    }`,
    )
    .join('\n');
  return `# Made by scripts/cli/classroomFarm.mjs: classes behind one address (docs/classroom.md).
daemon off;
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log ${prefix}/access.log;
  client_body_temp_path ${prefix}/client-body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  default_type text/plain;
  # Which process serves the browser: the class its link chose.
  map $cookie_${CLASS_COOKIE} $classroom_backend {
    default "";
${backends}
  }
  # The hub stream is a WebSocket: pass the upgrade on, and keep it open as long as the class runs.
  map $http_upgrade $connection_upgrade {
    default upgrade;
    "" close;
  }
  server {
    listen ${host}:${port};
${links}
    location / {
      if ($classroom_backend = "") {
        return 404 "Open your class's link first: ${classes.map(({ name }) => `/c/${name}/`).join(' or ')}\\n";
      }
      proxy_pass http://$classroom_backend;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 1h;
      proxy_buffering off;
    }
  }
}
`;
}
